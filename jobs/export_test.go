package jobs

// CheckpointNow is the nightly job's work, for its test.
var CheckpointNow = checkpoint
