import Proscenium
import ShowcaseDomain

/// Domain errors get their user-facing words here, in Presentation, so Domain stays free of UI text.
extension DomainError: PresentableErrorConvertible {
  public var presentableError: PresentableError {
    switch self {
    case .notFound:
      PresentableError(title: "Not found", message: "This member no longer exists.")
    case .unavailable:
      PresentableError(title: "Unavailable", message: "The service is unavailable. Try again.", isRetryable: true)
    case .invalidProfile:
      PresentableError(title: "Check the profile", message: "A profile needs a name and a valid email address.")
    }
  }
}
