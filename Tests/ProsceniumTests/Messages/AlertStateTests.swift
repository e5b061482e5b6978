import Proscenium
import Testing

@Suite(.timeLimit(.minutes(1))) struct AlertStateTests {
  @Test func aRetryableErrorOffersRetryAndCancel() {
    let alert = AlertState(error: PresentableError(offline))
    #expect(alert.title == "No connection")
    #expect(alert.buttons.map(\.action) == [.retry, .dismiss])
    #expect(alert.buttons.last?.role == .cancel)
    #expect(alert.offersRetry)
  }

  @Test func aFinalErrorOffersOnlyOK() {
    let alert = AlertState(error: PresentableError(Boom()))
    #expect(alert.buttons == [.ok])
    #expect(!alert.offersRetry)
  }

  @Test func retryCanBeWithheld() {
    let alert = AlertState(error: PresentableError(offline), allowsRetry: false)
    #expect(alert.buttons == [.ok])
  }

  @Test func anAlertWithoutButtonsGetsOK() {
    #expect(AlertState(title: "T", message: "M", buttons: []).buttons == [.ok])
  }
}
