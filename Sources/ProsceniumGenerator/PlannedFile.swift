/// A file the generator means to write or edit, with the text it will hold: the plan is computed whole, shown by
/// `--dry-run`, and written only when every file can be.
package struct PlannedFile: Sendable, Hashable {
  /// Absolute path.
  package var path: String
  package var contents: String
  /// The file's text today, when it exists.
  package var existing: String?
  /// Whether the plan edits an existing file on purpose (a route enum, a coordinator) rather than creating one:
  /// such edits need no `--force`.
  package var isEdit: Bool

  package init(path: String, contents: String, existing: String? = nil, isEdit: Bool = false) {
    self.path = path
    self.contents = contents
    self.existing = existing
    self.isEdit = isEdit
  }

  /// Whether writing would replace a file that differs from the plan without being an intended edit.
  package var overwrites: Bool { existing != nil && !isEdit && existing != contents }
  /// Whether writing changes nothing.
  package var isUnchanged: Bool { existing == contents }
}
