/// How much a finding matters: an `error` fails `check`, a `warning` fails it only with `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
