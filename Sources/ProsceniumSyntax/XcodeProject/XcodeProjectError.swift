/// A project file that cannot be read, naming the file so the user knows what to fix.
package struct XcodeProjectError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file that could not be read or understood.
  package var file: String
  /// What is wrong with it, lowercase like a compiler diagnostic.
  package var reason: String

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  package var description: String { "\(file): \(reason)" }
}
