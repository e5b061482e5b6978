import Foundation
import Proscenium
import Testing

private enum CheckoutError: PresentableErrorConvertible {
  case soldOut
  case abandoned

  var presentableError: PresentableError {
    PresentableError(title: "Sold out", message: "This item is no longer available.")
  }

  var isCancellation: Bool { self == .abandoned }
}

private struct QuotaError: LocalizedError {
  var errorDescription: String? { "Your quota is used up." }
  var recoverySuggestion: String? { "Upgrade your plan." }
}

@Suite(.timeLimit(.minutes(1))) struct PresentableErrorTests {
  @Test func cancellationsAreNeverPresented() {
    #expect(PresentableError.presenting(CancellationError()) == nil)
    #expect(PresentableError.presenting(URLError(.cancelled)) == nil)
    #expect(PresentableError.presenting(CocoaError(.userCancelled)) == nil)
    #expect(PresentableError.presenting(CheckoutError.abandoned) == nil)
  }

  @Test(arguments: [
    URLError.Code.timedOut, .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
    .dnsLookupFailed,
  ])
  func networkFailuresAreRetryable(code: URLError.Code) throws {
    let presentable = try #require(PresentableError.presenting(URLError(code)))
    #expect(presentable.isRetryable)
    #expect(!presentable.message.isEmpty)
  }

  @Test func offlineGetsASpecificTitle() {
    #expect(PresentableError(URLError(.notConnectedToInternet)).title == "No connection")
  }

  @Test func otherURLErrorsAreNotRetryable() {
    #expect(!PresentableError(URLError(.badURL)).isRetryable)
  }

  @Test func aConvertibleErrorChoosesItsPresentation() {
    let presentable = PresentableError(CheckoutError.soldOut)
    #expect(presentable == PresentableError(title: "Sold out", message: "This item is no longer available."))
  }

  @Test func aLocalizedErrorLendsItsDescription() {
    let presentable = PresentableError(QuotaError())
    #expect(presentable.message == "Your quota is used up. Upgrade your plan.")
    #expect(!presentable.isRetryable)
  }

  @Test func aDecodingFailureReadsAsAnUnexpectedResponse() {
    let failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad JSON"))
    let presentable = PresentableError(failure)
    #expect(presentable.title == "Unexpected response")
    #expect(!presentable.isRetryable)
  }

  @Test func anUnknownErrorGetsTheGenericMessage() {
    #expect(PresentableError(Boom()) == .unexpected)
  }

  @Test func aPresentableErrorIsKeptAsIs() {
    let original = PresentableError(title: "A", message: "B", isRetryable: true)
    #expect(PresentableError(original) == original)
    #expect(original.localizedDescription == "B")
  }
}
