// Command uploadmem measures what a 1 GiB album upload costs the server:
// it starts the built selah binary on a fresh data dir, signs a creator up,
// streams an album of ten generated WAV files (about 100 MiB each) to
// POST /api/media/upload-media, and reports the time, the server's peak
// resident memory (VmHWM from /proc) and, as a peer measured in the same
// run, the time `cp` takes to copy the same bytes on the same disk.
//
//	go run ./bench/uploadmem -bin ./selah [-files 10] [-mib 100]
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

func main() {
	bin := flag.String("bin", "./selah", "the selah binary")
	files := flag.Int("files", 10, "audio files in the album")
	mib := flag.Int("mib", 100, "MiB per audio file")
	flag.Parse()

	dir, err := os.MkdirTemp("", "selah-uploadmem-")
	check(err)
	defer os.RemoveAll(dir)

	port := freePort()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	logPath := filepath.Join(dir, "server.log")
	logFile, err := os.Create(logPath)
	check(err)
	srv := exec.Command(*bin, "serve", "--http", fmt.Sprintf("127.0.0.1:%d", port), "--dir", filepath.Join(dir, "data"))
	srv.Stdout, srv.Stderr = logFile, logFile
	check(srv.Start())
	defer func() { _ = srv.Process.Kill(); _ = srv.Wait() }()
	waitHealthy(base)

	token := signUp(base, logPath)
	genre := firstGenre(base, token)
	before := peakRSS(srv.Process.Pid)

	size := int64(*mib) << 20
	total := size * int64(*files)
	start := time.Now()
	status, answer := upload(base, token, genre, *files, size)
	elapsed := time.Since(start)
	peak := peakRSS(srv.Process.Pid)
	if status != http.StatusCreated {
		log.Fatalf("upload failed: %d %s", status, answer)
	}

	cpTime := copyPeer(dir, total)
	fmt.Printf("album: %d files, %.2f GiB\n", *files, float64(total)/(1<<30))
	fmt.Printf("upload-media: %.2f s (%.0f MiB/s)\n", elapsed.Seconds(), float64(total)/(1<<20)/elapsed.Seconds())
	fmt.Printf("cp of the same bytes: %.2f s (%.0f MiB/s)\n", cpTime.Seconds(), float64(total)/(1<<20)/cpTime.Seconds())
	fmt.Printf("ratio (cp time / upload time): %.2f\n", cpTime.Seconds()/elapsed.Seconds())
	fmt.Printf("server peak RSS: %d MiB before, %d MiB after the upload\n", before>>10, peak>>10)
}

// upload streams the multipart body from generated data through a pipe, so
// neither side holds a file in memory.
func upload(base, token, genre string, files int, size int64) (int, string) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		meta := fmt.Sprintf(`{"title":"Benchmark album","description":"Generated for the upload benchmark","genre":%q,"type":"album"}`, genre)
		_ = mw.WriteField("podcastMetadata", meta)
		eps := make([]string, files)
		for i := range eps {
			eps[i] = fmt.Sprintf(`{"title":"Track %d"}`, i+1)
		}
		_ = mw.WriteField("episodesMetadata", "["+strings.Join(eps, ",")+"]")
		w, _ := mw.CreateFormFile("coverArt", "cover.png")
		_, _ = w.Write(tinyPNG)
		for i := 0; i < files; i++ {
			w, err := mw.CreateFormFile("episodeAudios", fmt.Sprintf("track-%02d.wav", i+1))
			if err != nil {
				pw.CloseWithError(err)
				return
			}
			if err := writeWAV(w, size); err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.CloseWithError(mw.Close())
	}()
	req, _ := http.NewRequest(http.MethodPost, base+"/api/media/upload-media", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	check(err)
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// writeWAV writes a 16-bit mono 44.1 kHz WAV of about size bytes.
func writeWAV(w io.Writer, size int64) error {
	data := uint32(size - 44)
	var h bytes.Buffer
	h.WriteString("RIFF")
	_ = binary.Write(&h, binary.LittleEndian, 36+data)
	h.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(1), uint32(44100), uint32(88200), uint16(2), uint16(16)} {
		_ = binary.Write(&h, binary.LittleEndian, v)
	}
	h.WriteString("data")
	_ = binary.Write(&h, binary.LittleEndian, data)
	if _, err := w.Write(h.Bytes()); err != nil {
		return err
	}
	chunk := make([]byte, 1<<20)
	for left := int64(data); left > 0; {
		n := int64(len(chunk))
		if left < n {
			n = left
		}
		if _, err := w.Write(chunk[:n]); err != nil {
			return err
		}
		left -= n
	}
	return nil
}

// copyPeer times cp of a file of total bytes on the same disk.
func copyPeer(dir string, total int64) time.Duration {
	src := filepath.Join(dir, "peer-src.bin")
	f, err := os.Create(src)
	check(err)
	check(writeWAV(f, total))
	check(f.Sync())
	f.Close()
	start := time.Now()
	check(exec.Command("cp", src, filepath.Join(dir, "peer-dst.bin")).Run())
	check(exec.Command("sync").Run())
	return time.Since(start)
}

func peakRSS(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	check(err)
	var kb int64
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:")), "%d", &kb)
		}
	}
	return kb
}

func signUp(base, logPath string) string {
	email := "bench@example.com"
	post(base+"/api/users/create-new-account", "", map[string]string{"name": "Bench", "email": email, "password": "benchmark-pass"})
	code := ""
	for i := 0; i < 100 && code == ""; i++ {
		b, _ := os.ReadFile(logPath)
		if m := regexp.MustCompile(`verification code: (\d{6})`).FindSubmatch(b); m != nil {
			code = string(m[1])
		}
		time.Sleep(50 * time.Millisecond)
	}
	post(base+"/api/users/verify-user", "", map[string]string{"email": email, "verificationCode": code})
	var login struct {
		Data struct{ Token string } `json:"data"`
	}
	check(json.Unmarshal(post(base+"/api/users/login", "", map[string]string{"email": email, "password": "benchmark-pass"}), &login))
	return login.Data.Token
}

func firstGenre(base, token string) string {
	req, _ := http.NewRequest(http.MethodGet, base+"/api/media/genres", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	check(err)
	defer res.Body.Close()
	var g struct {
		Data struct {
			Data []struct {
				Id string `json:"_id"`
			} `json:"data"`
		} `json:"data"`
	}
	check(json.NewDecoder(res.Body).Decode(&g))
	return g.Data.Data[0].Id
}

func post(url, token string, body any) []byte {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	check(err)
	defer res.Body.Close()
	out, _ := io.ReadAll(bufio.NewReader(res.Body))
	return out
}

func waitHealthy(base string) {
	for i := 0; i < 200; i++ {
		if res, err := http.Get(base + "/api/health"); err == nil {
			res.Body.Close()
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	log.Fatal("server did not start")
}

func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

// tinyPNG is a 1x1 PNG for the cover.
var tinyPNG = []byte{
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
	0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
	0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
	0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
	0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
}
