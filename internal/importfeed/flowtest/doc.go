// Package flowtest holds the feed import's tests through a whole test app
// (testutil: our hooks, jobs and routes on a real database): an import from
// start to finish, its limits and its restart. It has no code of its own.
//
// They live apart from internal/importfeed because that package has tests
// of its own unexported parts. A test binary holding both would make Go
// compile importfeed's test variant and, against it, every package above
// it that testutil brings in (services, hooks, jobs, routes, testutil):
// 3-6 CPU-s of compiling in every fresh clone, for nothing (decision 0009).
package flowtest
