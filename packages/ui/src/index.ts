// The one public barrel of @site/ui. Explicit named exports only, grouped by owner section, sorted by folder.
// Edit only your own section, with one small edit at a time (several people add to this file).

// --- core components ---

// --- marketing components ---

// --- colour tools ---
