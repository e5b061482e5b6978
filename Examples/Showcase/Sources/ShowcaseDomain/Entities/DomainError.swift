/// Failures the business rules know about, so the presentation layer never sees storage errors.
public enum DomainError: Error, Hashable, Sendable {
  case notFound
  case unavailable
  /// A profile edit the business rules refuse: an empty name or an email without '@'.
  case invalidProfile
}
