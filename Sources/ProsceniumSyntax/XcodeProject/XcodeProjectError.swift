/// A project file that cannot be read, naming the file so the user knows what to fix.
public struct XcodeProjectError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file that could not be read or understood.
  public var file: String
  /// What is wrong with it, lowercase like a compiler diagnostic.
  public var reason: String

  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  public var description: String { "\(file): \(reason)" }
}
