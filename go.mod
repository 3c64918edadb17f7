module selah

go 1.26.8

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/aws/aws-sdk-go-v2 v1.48.0
	github.com/gabriel-vasile/mimetype v1.4.13
	github.com/go-ozzo/ozzo-validation/v4 v4.3.0
	github.com/golang-jwt/jwt/v5 v5.3.1
	github.com/hajimehoshi/go-mp3 v0.3.4
	github.com/hashicorp/golang-lru/v2 v2.0.7
	github.com/jfreymuth/oggvorbis v1.0.5
	github.com/johannesboyne/gofakes3 v0.0.0-20250603205740-ed9094be7668
	github.com/mewkiz/flac v1.0.13
	github.com/pocketbase/dbx v1.12.0
	github.com/pocketbase/pocketbase v0.36.8
	github.com/spf13/cobra v1.10.2
	github.com/tsenart/vegeta/v12 v12.12.0
	github.com/tus/tusd/v2 v2.8.0
	golang.org/x/crypto v0.49.0
	golang.org/x/exp v0.0.0-20251023183803-a4bb9ffd2546
	golang.org/x/sync v0.20.0
	modernc.org/sqlite v1.48.0
)

require (
	github.com/asaskevich/govalidator v0.0.0-20230301143203-a9d515a09cc2 // indirect
	github.com/aws/aws-sdk-go v1.44.256 // indirect
	github.com/aws/smithy-go v1.28.9 // indirect
	github.com/disintegration/imaging v1.6.2 // indirect
	github.com/domodwyer/mailyak/v3 v3.6.2 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	github.com/fatih/color v1.19.0 // indirect
	github.com/ganigeorgiev/fexpr v0.5.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/icza/bitio v1.1.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/influxdata/tdigest v0.0.1 // indirect
	github.com/jfreymuth/vorbis v1.0.2 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mewkiz/pkg v0.0.0-20250417130911-3f050ff8c56d // indirect
	github.com/mewpkg/term v0.0.0-20241026122259-37a80af23985 // indirect
	github.com/ncruces/go-strftime v1.0.0 // indirect
	github.com/remyoudompheng/bigfft v0.0.0-20230129092748-24d4a6f8daec // indirect
	github.com/rogpeppe/go-internal v1.10.0 // indirect
	github.com/rs/dnscache v0.0.0-20230804202142-fc85eb664529 // indirect
	github.com/ryszard/goskiplist v0.0.0-20150312221310-2dfbae5fcf46 // indirect
	github.com/spf13/cast v1.10.0 // indirect
	github.com/spf13/pflag v1.0.10 // indirect
	go.shabbyrobe.org/gocovmerge v0.0.0-20230507111327-fa4f82cfbf4d // indirect
	golang.org/x/image v0.38.0
	golang.org/x/net v0.52.0
	golang.org/x/oauth2 v0.36.0 // indirect
	golang.org/x/sys v0.42.0 // indirect
	golang.org/x/text v0.35.0
	golang.org/x/tools v0.42.0 // indirect
	modernc.org/libc v1.70.0 // indirect
	modernc.org/mathutil v1.7.1 // indirect
	modernc.org/memory v1.11.0 // indirect
)
