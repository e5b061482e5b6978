extension CheckRequest {
  /// Checks `text` in place of the file at `path` (relative to the current folder or absolute).
  package mutating func overlay(_ text: String, at path: String) {
    overlays[absolute(path)] = text
  }
}
