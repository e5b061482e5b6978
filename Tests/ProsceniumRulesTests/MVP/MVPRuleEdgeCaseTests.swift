import ProsceniumCheck
import Testing

/// Edge cases of the MVP family that would clutter the rules' examples.
@Suite struct MVPRuleEdgeCaseTests {
  @Test func presenterMainActorFinalNamesOnlyWhatIsMissing() throws {
    let onlyFinal = try CatalogSnippet.findings(
      "presenter_main_actor_final", "@MainActor class ProfilePresenter: ProfilePresenterProtocol {}")
    #expect(
      onlyFinal.map(\.message) == [
        "make presenter 'ProfilePresenter' 'final': its presentation logic is not meant to be overridden"
      ])
    let both = try CatalogSnippet.findings(
      "presenter_main_actor_final", "class ProfilePresenter { weak var view: ProfileViewProtocol? }")
    #expect(both.map(\.message) == ["make presenter 'ProfilePresenter' '@MainActor final'"])
    let inherited = try CatalogSnippet.findings(
      "presenter_main_actor_final", "class ProfilePresenter: PresenterProtocol {}",
      otherFiles: ["Sources/App/PresenterProtocol.swift": "@MainActor protocol PresenterProtocol: AnyObject {}"])
    #expect(inherited.count == 1 && inherited.first?.fix != nil, "only 'final' is missing, and that has a fix")
  }

  @Test func presenterWeakViewLooksOnlyAtStoredMembersOfPresenters() throws {
    let code = """
      final class ArticleListPresenter {
        struct State { var view: ArticleListViewProtocol? }
        static var shared: ArticleListViewProtocol?
        weak var view: ArticleListViewProtocol?
        var title: String = ""
      }
      final class ArticleListInteractor {
        var view: ArticleListViewProtocol?
      }
      """
    #expect(try CatalogSnippet.lines("presenter_weak_view", code).isEmpty)
    let uiView = try CatalogSnippet.lines(
      "presenter_weak_view", "final class P: ArticlePresenterProtocol { var view: UIView? }")
    #expect(uiView == [1])
  }

  @Test func presenterNoUIKitIgnoresFilesWithoutPresenters() throws {
    #expect(
      try CatalogSnippet.lines("presenter_no_uikit", "import UIKit\nfinal class ArticleListView: UIView {}").isEmpty)
    #expect(
      try CatalogSnippet.lines("presenter_no_uikit", "import UIKit\nprotocol ArticleListPresenterProtocol {}").isEmpty)
    #expect(
      try CatalogSnippet.lines("presenter_no_uikit", "import UIKit\nfinal class Feed: FeedPresenterProtocol {}") == [1],
      "a class adopting a presenter protocol is a presenter")
  }

  @Test func presenterRulesUseTheScreenAsEvidence() throws {
    let code = "import UIKit\nfinal class FeedPresenter {\n  var view: UIView?\n}"
    let screen = ["Sources/App/FeedViewController.swift": "final class FeedViewController: UIViewController {}"]
    for id in ["presenter_no_uikit", "presenter_weak_view", "presenter_main_actor_final"] {
      #expect(try CatalogSnippet.lines(id, code).isEmpty, "\(id) without a screen")
      #expect(try CatalogSnippet.lines(id, code, otherFiles: screen).count == 1, "\(id) with a screen")
    }
  }

  @Test func contractRuleRecursesIntoConditionalBlocksAndReportsStatements() throws {
    let code = """
      protocol FeedViewProtocol: AnyObject {}
      #if DEBUG
      protocol FeedDebugPresenterProtocol {}
      var debugCounter = 0
      #endif
      func makeFeed() {}
      print("loaded")
      """
    #expect(
      try CatalogSnippet.lines("mvp_contract_protocols_only", code, path: "Sources/App/FeedContract.swift") == [
        4, 6, 7,
      ])
  }

  @Test func screenFilesAcceptsAPresenterProtocolContractAndSkipsSubclassedPresenters() throws {
    let presenter = "final class FeedPresenter: FeedPresenterProtocol {}"
    let complete: [String: String] = [
      "Sources/App/Feed/FeedContract.swift": "protocol FeedPresenterProtocol: AnyObject {}",
      "Sources/App/Feed/FeedView.swift": "final class FeedView: UIView {}",
      "Sources/App/Feed/FeedViewController.swift": "final class FeedViewController: UIViewController {}",
      "Tests/AppTests/FeedPresenterTests.swift": "let presenter = FeedPresenter()",
    ]
    #expect(
      try CatalogSnippet.lines(
        "mvp_screen_files", presenter, path: "Sources/App/Feed/FeedPresenter.swift", otherFiles: complete
      )
      .isEmpty)
    var missingView = complete
    missingView["Sources/App/Feed/FeedView.swift"] = nil
    let findings = try CatalogSnippet.findings(
      "mvp_screen_files", presenter, path: "Sources/App/Feed/FeedPresenter.swift", otherFiles: missingView)
    #expect(findings.map(\.message).count == 1)
    #expect(findings.first?.message.hasPrefix("the MVP screen 'Feed' lacks 'FeedView':") == true)
    let base = "class ListPresenter {}\nfinal class FeedPresenter: ListPresenter {}"
    #expect(
      try CatalogSnippet.lines(
        "mvp_screen_files", base, path: "Sources/App/Feed/FeedPresenter.swift", otherFiles: complete
      )
      .isEmpty,
      "the subclassed base presenter is skipped, and the 'Feed' screen is complete")
  }

  @Test func factoryRuleExemptsCoordinatorsByConformanceAndNestedTypes() throws {
    let code = """
      final class AppCoordinator {
        final class Child {
          func start() { _ = FeedViewController.make() }
        }
      }
      final class FeedViewController: UIViewController {
        static func make() -> FeedViewController {
          let controller = FeedViewController()
          return controller
        }
      }
      """
    let lines = try CatalogSnippet.lines(
      "mvp_factory_only", code, otherFiles: ["Sources/App/FeedPresenter.swift": "final class FeedPresenter {}"])
    #expect(lines.isEmpty)
  }

  @Test func layoutLibraryOptionReplacesTheList() throws {
    let code = "import SnapKit\nimport Masonry"
    #expect(try CatalogSnippet.lines("no_layout_library", code) == [1])
    #expect(try CatalogSnippet.lines("no_layout_library", code, options: #"{"libraries": ["Masonry"]}"#) == [2])
  }
}
