import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_main_actor`: view models publish UI state, so they live on the main actor —
/// declared `@MainActor` or inheriting it from an isolated base such as `BaseViewModel`.
package final class ViewModelMainActorRule: SyntaxRule<ViewModelMainActorRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// Accept a view model whose every non-private method is `@MainActor` (seed 001's package rule).
    package var allowMemberIsolation = false

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .boolean(
          "allow_member_isolation", \.allowMemberIsolation,
          "accept view models whose non-private methods are each '@MainActor' (the package pattern of seed 001)")
      ]
    }
  }

  package static let description = RuleDescription(
    id: "view_model_main_actor",
    summary: "view models are isolated to the main actor",
    rationale: """
      A view model's state drives the UI, and SwiftUI and UIKit read it on the main thread. \
      Declaring the class '@MainActor' (or inheriting from a '@MainActor' base such as \
      'BaseViewModel', or conforming to a '@MainActor' protocol) makes the compiler prove that \
      every mutation happens there, instead of leaving data races to runtime warnings. Seed 000 \
      lists "All ViewModels are @MainActor" as a quality gate; seed 001 declares app-target view \
      models '@MainActor @Observable final class', and in Swift packages accepts per-method \
      '@MainActor' isolation instead (option 'allow_member_isolation'). The rule is silent where \
      '@MainActor' cannot be written (a deployment target below iOS/tvOS 13) and on classes with \
      no mutable state, which have nothing to race on. Projects that set the module's default \
      isolation to the main actor can disable this rule.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "All ViewModels are @MainActor"),
      PlaybookReference(.observableRouter, "declare @MainActor @Observable final class at class level"),
    ],
    family: .viewModels,
    defaultSeverity: .warning,
    usesDeploymentTarget: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @Observable
        class ↓ProfileViewModel {
          var user: User?
          var isLoading = false
        }
        """, note: "seed 003's '@Observable class ProfileViewModel' without isolation"),
      .flagged(
        """
        final class ↓HomeViewModel: ObservableObject {
          @Published private(set) var items: [Item] = []
        }
        """),
      .flagged(
        """
        @Observable
        final class ↓SettingsViewModel {
          var isSaving = false
          @MainActor func onTappedSave() {}
          func load() async {}
        }
        """, options: #"{"allow_member_isolation": true}"#,
        note: "with member isolation allowed, every non-private method still needs '@MainActor'"),
      .clean(
        """
        final class UnlockFooterViewModel: ObservableObject {
          @Published var text = ""
        }
        """,
        otherFiles: [
          "Sources/App/VaultDetailViewModel.swift": """
          final class VaultDetailViewModel: ObservableObject {
            @Published var isUnlocked = false
            let footer = UnlockFooterViewModel()
          }
          """
        ],
        note: "exemption 'owned by a view model that is not isolated either': the owner gets the finding"),
      .clean(
        """
        final class TorrentListViewModel: BaseListViewModel {
          @Published var torrents: [String] = []
        }

        class BaseListViewModel: MvvmViewModel {
          var isRefreshing = false
        }
        """,
        note: "exemption 'a superclass from another module': 'MvvmViewModel' is a class the project does not declare"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {
          private(set) var user: User?
        }
        """),
      .clean(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          @Published var items: [Item] = []
        }
        """,
        otherFiles: [
          "Sources/App/BaseViewModel.swift": """
          @MainActor
          open class BaseViewModel: ObservableObject {
            @Published public var isLoading = false
          }
          """
        ]),
      .clean(
        """
        final class ContentListViewModel: BaseViewModel {
          @Published var items: [ContentItem] = []
        }
        """,
        otherFiles: [
          "Sources/App/BaseViewModel.swift": """
          @MainActor
          open class BaseViewModel: ObservableObject {}
          """
        ], note: "isolation inherited from a '@MainActor' base class declared in another file"),
      .clean(
        """
        @Observable
        public final class SearchViewModel {
          @MainActor public func onChangedQuery(_ query: String) {}
          @MainActor func onAppear() async {}
          private func format(_ text: String) -> String { text }
        }
        """, options: #"{"allow_member_isolation": true}"#),
      .clean(
        """
        final class PlaybackSessionManager: ObservableObject {
          @Published var isPlaying = false
        }

        struct PlayerView: View {
          @ObservedObject var session: PlaybackSessionManager
          var body: some View { Text(session.isPlaying ? "Playing" : "Paused") }
        }
        """, note: "an observable session manager that views receive is app state, not a view model"),
      .flagged(
        """
        final class ↓SettingsViewModel: ObservableObject {
          @Published var notificationsEnabled = false
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(13)])),
      .clean(
        """
        final class DiaryOverviewViewModel {
          private(set) var entries: [DiaryEntry] = []
          func refresh() {}
        }
        """, settings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(12, 4)]),
        note: "'@MainActor' needs iOS 13; an iOS 12 app cannot write it"),
      .clean(
        """
        final class WebPageViewModel {
          let url: URL
          init(url: URL) { self.url = url }
        }

        final class WebPageViewController: UIViewController {
          let viewModel: WebPageViewModel
        }
        """, note: "an immutable view model has no state to race on"),
      .clean(
        """
        struct CounterView_Previews: PreviewProvider {
          static var previews: some View { CounterView(model: PreviewCounterModel()) }

          final class PreviewCounterModel: ObservableObject {
            @Published var count = 0
          }
        }
        """, note: "preview code"),
      .clean(
        """
        final class ImageCache {
          var images: [URL: Data] = [:]
        }
        """, note: "not a view model"),
      .clean(
        """
        final class PreviewHomeViewModel: ObservableObject {
          @Published var items: [Item] = []
        }
        """, path: "Tests/AppTests/HomeViewModelTests.swift", note: "test doubles are not checked"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  /// Built on first use: most files never reach a question about an API.
  private lazy var targets = DeploymentTargets(context)

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node), decl.couldBePresentationLogic else { return }
    if decl.attributes.contains(named: "MainActor") { return }
    if options.allowMemberIsolation, everyVisibleMethodIsMainActor(decl) { return }
    // Advice the target cannot compile is noise; with no known target the advice stands.
    if targets.status(of: APIAvailabilityTable.mainActor, at: Syntax(decl)) == .unavailable { return }
    let name = decl.name.text
    context.report(
      "isolate view model '\(name)' to the main actor with '@MainActor'", at: decl.name,
      when: .isViewModel(name)
        && IndexCondition {
          // Exemption "a superclass from another module": Swift rejects '@MainActor' on a subclass
          // of a class that is not isolated, so the advice belongs to a base the project cannot edit.
          !$0.isMainActorIsolated(name) && $0.mayHoldMutableState(name) && !$0.inheritsFromOutsideClass(name)
            && !Self.isOwnedByAnUnisolatedViewModel(name, in: $0)
        })
  }

  /// Exemption "owned by a view model that is not isolated either": a row's or a section's model
  /// that only view models make, none of them on the main actor. Isolating the part alone does not
  /// help; the advice belongs to its owner, which gets its own finding.
  private static func isOwnedByAnUnisolatedViewModel(_ name: String, in index: ProjectIndex) -> Bool {
    let creators = index.creators(of: name)
    return !creators.isEmpty
      && creators.allSatisfy { index.roles(of: $0).contains(.viewModel) && !index.isMainActorIsolated($0) }
  }

  private func everyVisibleMethodIsMainActor(_ decl: ClassDeclSyntax) -> Bool {
    decl.memberBlock.members.allSatisfy { member in
      guard let function = FunctionDeclSyntax(member.decl) else { return true }
      if ["private", "fileprivate"].contains(function.modifiers.accessLevel ?? "") { return true }
      return function.attributes.contains(named: "MainActor")
    }
  }
}
