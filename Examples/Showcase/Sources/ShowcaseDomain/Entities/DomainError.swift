/// Failures the business rules know about, so the presentation layer never sees storage errors.
public enum DomainError: Error, Hashable, Sendable {
  case notFound
  case unavailable
}
