import Proscenium
import Testing

@Suite(.timeLimit(.minutes(1))) struct AlertStateTests {
  enum DraftAction: Hashable, Sendable { case delete, keep }

  @Test func aRetryableErrorOffersRetryAndCancel() {
    let alert = AlertState(error: PresentableError(offline))
    #expect(alert.title == "No connection")
    #expect(alert.buttons.map(\.action) == [.retry, nil])
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

  @Test func anAlertWithoutButtonsGetsAnOKThatOnlyCloses() {
    let alert = AlertState<DraftAction>(title: "T", message: "M", buttons: [])
    #expect(alert.buttons == [AlertButton(title: "OK", action: nil)])
  }

  @Test func buttonsCarryTheScreensOwnTypedActions() {
    let alert = AlertState<DraftAction>(
      title: "Delete draft?",
      message: "This cannot be undone.",
      buttons: [AlertButton(title: "Delete", role: .destructive, action: .delete), .cancel(action: .keep)]
    )
    #expect(alert.button(titled: "Delete")?.action == .delete)
    #expect(alert.button(titled: "Delete")?.role == .destructive)
    #expect(alert.button(titled: "Cancel")?.action == .keep)
    #expect(alert.button(titled: "Remove") == nil)
  }

  @Test func aConfirmationDialogAlwaysLetsTheUserBackOut() {
    let dialog = ConfirmationDialogState<DraftAction>(
      title: "Draft",
      buttons: [AlertButton(title: "Delete", role: .destructive, action: .delete)]
    )
    #expect(dialog.buttons.map(\.title) == ["Delete", "Cancel"])
    #expect(dialog.buttons.last?.role == .cancel)
    #expect(dialog.buttons.last?.action == nil)
    #expect(dialog.titleVisibility == .automatic)
    #expect(dialog.message == nil)
  }

  @Test func aConfirmationDialogKeepsItsOwnCancelButton() {
    let dialog = ConfirmationDialogState<DraftAction>(
      title: "Draft",
      titleVisibility: .visible,
      message: "Choose",
      buttons: [.cancel("Keep editing", action: .keep), AlertButton(title: "Delete", action: .delete)]
    )
    #expect(dialog.buttons.map(\.title) == ["Keep editing", "Delete"])
    #expect(dialog.button(titled: "Keep editing")?.action == .keep)
  }
}
