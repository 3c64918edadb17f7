package commands

import (
	"testing"

	"selah/testutil"
)

func TestCreateAdmin(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	admin, err := createAdmin(app, " Staff@Example.com ", "password123", "")
	if err != nil {
		t.Fatal(err)
	}
	if admin.Email() != "staff@example.com" || admin.GetString("name") != "staff" || !admin.ValidatePassword("password123") {
		t.Fatalf("unexpected admin %s %q", admin.Email(), admin.GetString("name"))
	}
	for _, c := range []struct{ email, password string }{
		{"staff@example.com", "password123"}, // taken (any case)
		{"STAFF@example.com", "password123"},
		{"not-an-email", "password123"},
		{"new@example.com", "short"},
	} {
		if _, err := createAdmin(app, c.email, c.password, "x"); err == nil {
			t.Fatalf("createAdmin(%q, %q) succeeded", c.email, c.password)
		}
	}
	if n, _ := app.CountRecords("admins"); n != 1 {
		t.Fatalf("%d admins, want 1", n)
	}
}
