import Proscenium
import Testing

@MainActor
@Suite("Alert center")
struct AlertCenterTests {
  enum DraftAction: Hashable, Sendable { case delete, archive }

  static let deleteAlert = AlertState<DraftAction>(
    title: "Delete draft?",
    message: "This cannot be undone.",
    buttons: [AlertButton(title: "Delete", role: .destructive, action: .delete), .cancel()]
  )

  static let draftDialog = ConfirmationDialogState<DraftAction>(
    title: "Draft",
    buttons: [AlertButton(title: "Archive", action: .archive), AlertButton(title: "Delete", action: .delete)]
  )

  @Test func aTappedButtonClosesTheAlertAndSendsItsAction() {
    let center = AlertCenter<DraftAction>()
    var responses: [DraftAction?] = []
    center.show(Self.deleteAlert) { responses.append($0) }
    #expect(center.alert == Self.deleteAlert)
    #expect(center.isShowingAlert)
    center.respond(with: .delete)
    #expect(center.alert == nil)
    #expect(responses == [.delete])
    center.respond(with: .delete)
    #expect(responses == [.delete])
  }

  @Test func closingWithoutAButtonSendsNil() {
    let center = AlertCenter<DraftAction>()
    var responses: [DraftAction?] = []
    center.show(Self.draftDialog) { responses.append($0) }
    #expect(center.isShowingConfirmationDialog)
    center.isShowingConfirmationDialog = false  // what SwiftUI writes when the user taps outside
    #expect(center.confirmationDialog == nil)
    #expect(responses == [nil])
    center.isShowingConfirmationDialog = false
    #expect(responses == [nil])
  }

  @Test func aBindingWriteAfterTheButtonRespondedChangesNothing() {
    let center = AlertCenter<DraftAction>()
    var responses: [DraftAction?] = []
    center.show(Self.deleteAlert) { responses.append($0) }
    center.respond(with: .delete)  // the button's action runs first
    center.isShowingAlert = false  // then SwiftUI closes the alert
    #expect(responses == [.delete])
  }

  @Test func showingAnotherPromptAnswersTheFirstWithNil() {
    let center = AlertCenter<DraftAction>()
    var first: [DraftAction?] = []
    var second: [DraftAction?] = []
    center.show(Self.deleteAlert) { first.append($0) }
    center.show(Self.draftDialog) { second.append($0) }
    #expect(first == [nil])
    #expect(center.alert == nil)
    #expect(center.confirmationDialog == Self.draftDialog)
    center.respond(with: .archive)
    #expect(second == [.archive])
    #expect(!center.isShowingAnything)
  }

  @Test func aHandlerMayShowTheNextPrompt() {
    let center = AlertCenter<DraftAction>()
    center.show(Self.draftDialog) { action in
      if action == .delete { center.show(Self.deleteAlert) }
    }
    center.respond(with: .delete)
    #expect(center.alert == Self.deleteAlert)
    #expect(center.confirmationDialog == nil)
  }

  @Test func awaitingAResponseReturnsTheTappedAction() async {
    let center = AlertCenter<DraftAction>()
    let asking = Task { await center.response(to: Self.draftDialog) }
    while !center.isShowingAnything { await Task.yield() }
    center.respond(with: .archive)
    #expect(await asking.value == .archive)
  }

  @Test func awaitingAResponseReturnsNilWhenDismissed() async {
    let center = AlertCenter<DraftAction>()
    let asking = Task { await center.response(to: Self.deleteAlert) }
    while !center.isShowingAnything { await Task.yield() }
    center.dismiss()
    #expect(await asking.value == nil)
  }
}
