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

  /// A lowercase, diagnostic-style reason for logs.
  public var description: String {
    switch self {
    case .unreadableData(let reason):
      "saved navigation state is unreadable: \(reason)"
    case .versionMismatch(let found, let expected):
      "saved navigation state has format version \(found), expected \(expected)"
    case .unknownTab(let tab):
      "saved navigation state names the unknown tab '\(tab)'"
    }
  }
}
