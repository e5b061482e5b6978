/// Why saved navigation state could not be restored; the router is back at its root when this is thrown,
/// so a stale blob from an older app version costs the user their place, never a crash.
///
/// ```swift
/// do { try router.restore(from: saved) } catch { log("navigation not restored: \(error)") }
/// ```
public enum RouterRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a saved state, or they name routes or tabs this version cannot decode.
  case unreadableData(String)
  /// The state was saved in a format version this version does not read.
  case versionMismatch(found: Int, expected: Int)
  /// The saved selection or a saved tab is not one of the tab router's tabs.
  case unknownTab(String)
  /// The saved state stacks more modals than the restoring call accepts.
  case tooDeep(depth: Int, limit: Int)

  /// The most modals a restored state may stack unless the caller says otherwise: far more than any
  /// screen flow shows, far fewer than a corrupted or hostile blob could ask for.
  public static let defaultMaximumModalDepth = 32

  /// A lowercase, diagnostic-style reason for logs.
  public var description: String {
    switch self {
    case .unreadableData(let reason):
      "saved navigation state is unreadable: \(reason)"
    case .versionMismatch(let found, let expected):
      "saved navigation state has format version \(found), expected \(expected)"
    case .unknownTab(let tab):
      "saved navigation state names the unknown tab '\(tab)'"
    case .tooDeep(let depth, let limit):
      "saved navigation state stacks \(depth) modals, more than the \(limit) accepted"
    }
  }
}
