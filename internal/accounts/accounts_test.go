package accounts_test

import (
	"errors"
	"testing"

	"selah/internal/accounts"
	"selah/internal/codes"
	"selah/testutil"
)

// TestSignUpReplacesAnUnverifiedAccount is the pre-hijack rule: someone's
// unverified sign-up with an address goes, whole, when the address's owner
// signs up; the new account is a new record with the new code.
func TestSignUpReplacesAnUnverifiedAccount(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	squatter := testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{Unverified: true, Name: "Squatter"})
	if err := codes.Store(app, "owner@example.com", codes.Verify, "111111"); err != nil {
		t.Fatal(err)
	}
	user, err := accounts.New(app, "Owner", "owner@example.com", "a long password 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := accounts.SignUp(app, user, "222222"); err != nil {
		t.Fatal(err)
	}
	if _, err := app.FindRecordById("users", squatter.Id); err == nil {
		t.Fatal("the unverified account survived the sign-up")
	}
	got, err := app.FindAuthRecordByEmail("users", "owner@example.com")
	if err != nil || got.Id == squatter.Id || got.GetString("name") != "Owner" || got.Verified() {
		t.Fatalf("account after sign-up: %v %v", got, err)
	}
	if !got.ValidatePassword("a long password 1") {
		t.Fatal("the new account does not have the new password")
	}
	// The squatter's code went with their account; the new one verifies.
	if err := accounts.Verify(app, "owner@example.com", "111111"); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("old code: %v", err)
	}
	if err := accounts.Verify(app, "owner@example.com", "222222"); err != nil {
		t.Fatalf("new code: %v", err)
	}
	got, _ = app.FindAuthRecordByEmail("users", "owner@example.com")
	if !got.Verified() {
		t.Fatal("the code did not verify the account")
	}
}

// TestSignUpLeavesAVerifiedAccount: a verified address is taken, and
// nothing is written.
func TestSignUpLeavesAVerifiedAccount(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	owner := testutil.CreateUser(t, app, "owner@example.com", testutil.UserOpts{Name: "Owner"})
	user, err := accounts.New(app, "Someone", "owner@example.com", "a long password 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := accounts.SignUp(app, user, "222222"); !errors.Is(err, accounts.ErrEmailTaken) {
		t.Fatalf("SignUp = %v, want ErrEmailTaken", err)
	}
	got, err := app.FindAuthRecordByEmail("users", "owner@example.com")
	if err != nil || got.Id != owner.Id || got.GetString("name") != "Owner" {
		t.Fatalf("account after refused sign-up: %v %v", got, err)
	}
	if err := accounts.Verify(app, "owner@example.com", "222222"); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("a refused sign-up's code was stored: %v", err)
	}
}

// TestDeleteTakesTheAccountsCodes: a deleted account leaves no code behind
// for a later account of the same address.
func TestDeleteTakesTheAccountsCodes(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	user := testutil.CreateUser(t, app, "gone@example.com", testutil.UserOpts{Unverified: true})
	if err := codes.Store(app, "gone@example.com", codes.Verify, "333333"); err != nil {
		t.Fatal(err)
	}
	if err := accounts.Delete(app, user); err != nil {
		t.Fatal(err)
	}
	testutil.CreateUser(t, app, "gone@example.com", testutil.UserOpts{Unverified: true})
	if err := accounts.Verify(app, "gone@example.com", "333333"); !errors.Is(err, codes.ErrInvalid) {
		t.Fatalf("the deleted account's code still verifies: %v", err)
	}
}
