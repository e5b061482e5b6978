import Proscenium
import ProsceniumTesting
import Testing

@MainActor
@Suite("Alert center test helpers")
struct AlertCenterTestingTests {
  enum Choice: Hashable, Sendable { case delete, archive }

  static let dialog = ConfirmationDialogState<Choice>(
    title: "Draft",
    buttons: [AlertButton(title: "Archive", action: .archive), AlertButton(title: "Delete", action: .delete)]
  )

  @Test func tapAnswersWithTheActionOfTheButtonWithThatTitle() async {
    let center = AlertCenter<Choice>()
    let asking = Task { await center.response(to: Self.dialog) }
    #expect(await center.waitForPrompt())
    #expect(center.tap("Delete"))
    #expect(await asking.value == .delete)
  }

  @Test func tappingCancelAnswersNil() {
    let center = AlertCenter<Choice>()
    var responses: [Choice?] = []
    center.show(Self.dialog) { responses.append($0) }
    center.tap("Cancel")
    #expect(responses == [nil])
  }

  @Test func tappingAMissingButtonFailsNamingTheButtonsShown() {
    let center = AlertCenter<Choice>()
    center.show(Self.dialog)
    withKnownIssue {
      #expect(!center.tap("Remove"))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "the confirmation dialog 'Draft' has no 'Remove' button; its buttons are 'Archive', 'Delete', 'Cancel'"
      }
    }
    #expect(center.confirmationDialog == Self.dialog)
  }

  @Test func tappingWithNothingShownFails() {
    let center = AlertCenter<Choice>()
    withKnownIssue {
      center.tap("OK")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "no alert or confirmation dialog is shown, so there is no 'OK' button to tap"
      }
    }
  }

  @Test func waitingForAPromptThatNeverComesFailsInsteadOfHanging() async {
    let center = AlertCenter<Choice>()
    await withKnownIssue {
      #expect(await !center.waitForPrompt(timeout: .milliseconds(20)))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("no alert or confirmation dialog was shown within") }
    }
  }
}
