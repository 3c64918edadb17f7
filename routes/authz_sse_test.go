package routes_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// sseMessage is one realtime event as a browser would get it.
type sseMessage struct {
	topic    string // the subscription it answers ("media/*")
	recordId string
	data     string
}

// sseClient is one open GET /api/realtime stream, read in the background.
type sseClient struct {
	mu       sync.Mutex
	messages []sseMessage
	clientId chan string
}

// openSSE connects to the server's realtime stream; the stream closes with
// ctx.
func openSSE(t *testing.T, ctx context.Context, base string) *sseClient {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/realtime", nil)
	must(t, err)
	res, err := http.DefaultClient.Do(req)
	must(t, err)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/realtime: %d", res.StatusCode)
	}
	c := &sseClient{clientId: make(chan string, 1)}
	go func() {
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 64<<10), 4<<20)
		var event, data string
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event:"):
				event = strings.TrimPrefix(line, "event:")
			case strings.HasPrefix(line, "data:"):
				data = strings.TrimPrefix(line, "data:")
			case line == "":
				c.received(event, data)
				event, data = "", ""
			}
		}
	}()
	return c
}

func (c *sseClient) received(event, data string) {
	if event == "PB_CONNECT" {
		var hello struct{ ClientId string }
		_ = json.Unmarshal([]byte(data), &hello)
		c.clientId <- hello.ClientId
		return
	}
	var msg struct {
		Record struct{ Id string } `json:"record"`
	}
	_ = json.Unmarshal([]byte(data), &msg)
	c.mu.Lock()
	c.messages = append(c.messages, sseMessage{topic: event, recordId: msg.Record.Id, data: data})
	c.mu.Unlock()
}

// subscribe sets the client's subscriptions with a token ("" for a guest),
// as the SDK does after PB_CONNECT.
func (c *sseClient) subscribe(t *testing.T, base, token string, topics []string) {
	t.Helper()
	if status := c.trySubscribe(t, base, token, topics); status != http.StatusNoContent {
		t.Fatalf("POST /api/realtime: %d", status)
	}
}

// trySubscribe sets the client's subscriptions and returns the status.
func (c *sseClient) trySubscribe(t *testing.T, base, token string, topics []string) int {
	t.Helper()
	id := <-c.clientId
	c.clientId <- id // the same client may subscribe again
	body, _ := json.Marshal(map[string]any{"clientId": id, "subscriptions": topics})
	req, err := http.NewRequest(http.MethodPost, base+"/api/realtime", strings.NewReader(string(body)))
	must(t, err)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	must(t, err)
	res.Body.Close()
	return res.StatusCode
}

// got reports whether a message of topic about recordId has arrived.
func (c *sseClient) got(topic, recordId string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.messages {
		if m.topic == topic && m.recordId == recordId {
			return true
		}
	}
	return false
}

func (c *sseClient) all() []sseMessage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]sseMessage(nil), c.messages...)
}
