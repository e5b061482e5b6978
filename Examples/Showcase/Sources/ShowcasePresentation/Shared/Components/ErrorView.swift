#if canImport(SwiftUI)
  import Proscenium
  import SwiftUI

  /// A failed state with its title, message and, for a retryable error, a Retry button.
  struct ErrorView: View {
    let error: PresentableError
    let retry: (@MainActor () async -> Void)?

    init(_ error: PresentableError, retry: (@MainActor () async -> Void)? = nil) {
      self.error = error
      self.retry = retry
    }

    var body: some View {
      ContentUnavailableView {
        Label(error.title, systemImage: "exclamationmark.triangle")
      } description: {
        Text(error.message)
      } actions: {
        if let retry, error.isRetryable {
          Button("Retry") {
            Task { await retry() }
          }
          .buttonStyle(.borderedProminent)
        }
      }
    }
  }

  #Preview {
    ErrorView(PresentableError(title: "No connection", message: "Check your network.", isRetryable: true)) {}
  }
#endif
