package layers

import "testing"

func TestFromEnvReadsEachSwitch(t *testing.T) {
	for _, l := range All() {
		env := map[string]string{}
		for _, kv := range l.Off {
			name, value, _ := cutEq(kv)
			env[name] = " " + value + " "
		}
		s := fromLookup(func(k string) string { return env[k] })
		if s.On(l.Name) {
			t.Errorf("%s: %v did not turn it off", l.Name, l.Off)
		}
		for _, other := range All() {
			if other.Name != l.Name && !s.On(other.Name) && !sameSwitch(other, l) {
				t.Errorf("%v turned %s off too", l.Off, other.Name)
			}
		}
	}
}

func TestLayersAreOnByDefault(t *testing.T) {
	s := fromLookup(func(string) string { return "" })
	for _, l := range All() {
		if !s.On(l.Name) {
			t.Errorf("%s is off with an empty environment", l.Name)
		}
	}
	// Any other value keeps a layer on: only the documented one turns it off.
	s = fromLookup(func(k string) string { return "no" })
	if !s.On(AnswerCache) || !s.On(RenderGate) {
		t.Error("a value other than the off value turned a layer off")
	}
}

func TestWithout(t *testing.T) {
	s := Set{}.Without(Seek)
	if s.On(Seek) || !s.On(Catalogue) {
		t.Errorf("Without(Seek): seek on %v, catalogue on %v", s.On(Seek), s.On(Catalogue))
	}
	if !(Set{}).On(Seek) {
		t.Error("Without changed the set it was called on")
	}
}

func TestNamesAndSwitchesAreUnique(t *testing.T) {
	names, switches := map[string]bool{}, map[string]bool{}
	for _, l := range All() {
		if names[l.Name] || l.Name == "" || len(l.Off) == 0 || l.What == "" {
			t.Errorf("layer %q: duplicate or incomplete", l.Name)
		}
		names[l.Name] = true
		for _, kv := range l.Off {
			if switches[kv] {
				t.Errorf("%s is the switch of two layers", kv)
			}
			switches[kv] = true
		}
	}
}

func cutEq(kv string) (string, string, bool) {
	for i := range kv {
		if kv[i] == '=' {
			return kv[:i], kv[i+1:], true
		}
	}
	return kv, "", false
}

func sameSwitch(a, b Layer) bool { return len(a.Off) == len(b.Off) && a.Off[0] == b.Off[0] }
