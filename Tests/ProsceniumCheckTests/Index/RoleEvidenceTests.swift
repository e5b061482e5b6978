import Testing

@testable import ProsceniumCheck

/// Roles come from what the code shows; a name alone does not make a view model, a presenter or
/// a service.
@Suite struct RoleEvidenceTests {
  func index(_ files: [String: String]) -> ProjectIndex { indexOf(files) }

  @Test func anImmutableCellModelNamedViewModelIsNotAViewModel() {
    let index = index([
      "Sources/App/FeedItemViewModel.swift": """
      final class FeedItemViewModel: NSObject, ListDiffable {
        let id: String
        let title: String
        init(id: String, title: String) { self.id = id; self.title = title }
        func diffIdentifier() -> NSObjectProtocol { id as NSString }
      }
      """,
      "Sources/App/FeedCell.swift": """
      final class FeedCell: UICollectionViewCell {
        var viewModel: FeedItemViewModel?
      }
      """,
    ])
    #expect(!index.roles(of: "FeedItemViewModel").contains(.viewModel))
  }

  /// A screen that keeps the model: what makes a plain '…ViewModel' class with state one.
  static let holder = "final class HomeViewController: UIViewController { let viewModel: HomeViewModel }"

  @Test(
    arguments: [
      ("final class HomeViewModel { var items: [String] = [] }", true),
      ("final class HomeViewModel: ObservableObject {}", false),
      ("@Observable final class HomeViewModel {}", false),
      ("final class HomeViewModel: BaseViewModel {}", false),
      ("final class HomeViewModel { var count = 0 { didSet { print(count) } } }", true),
    ])
  func aClassNamedViewModelWithStateObservationOrABaseIsOne(code: String, needsHolder: Bool) {
    var files = ["Sources/App/HomeViewModel.swift": code]
    if needsHolder { files["Sources/App/HomeViewController.swift"] = Self.holder }
    #expect(index(files).roles(of: "HomeViewModel").contains(.viewModel))
  }

  @Test func aCellsConfigurationThatNothingHoldsIsNotAViewModel() {
    let index = index([
      "Sources/App/ContactCellViewModel.swift": """
      protocol AvatarCellViewModel { var title: String { get } }
      final class ContactCellViewModel: AvatarCellViewModel {
        var title: String
        init(title: String) { self.title = title }
      }
      """,
      "Sources/App/ContactListController.swift": """
      final class ContactListController: UITableViewController {
        func configure(_ cell: ContactCell, title: String) { cell.update(with: ContactCellViewModel(title: title)) }
      }
      """,
    ])
    #expect(!index.roles(of: "ContactCellViewModel").contains(.viewModel))
    // Held through a protocol it adopts, the same class is kept by a screen: a view model.
    let held = indexOf([
      "Sources/App/LoginViewModel.swift": """
      protocol LoginViewModelType { var email: String { get } }
      final class LoginViewModel: LoginViewModelType { var email = "" }
      """,
      "Sources/App/LoginViewController.swift": """
      final class LoginViewController: UIViewController { var viewModel: LoginViewModelType? }
      """,
    ])
    #expect(held.roles(of: "LoginViewModel").contains(.viewModel))
  }

  @Test func aComputedPropertyIsNotState() {
    let code = "final class HomeViewModel { let items: [String] = []\n var count: Int { items.count } }"
    #expect(!index(["Sources/App/HomeViewModel.swift": code]).roles(of: "HomeViewModel").contains(.viewModel))
  }

  @Test func anObservableClassAViewHoldsIsAViewModelWhateverItsName() {
    let index = index([
      "Sources/App/Session.swift": "@Observable final class SessionStore { var user: String? }",
      "Sources/App/HomeView.swift": """
      struct HomeView: View {
        @State private var store = SessionStore()
        var body: some View { Text("") }
      }
      """,
    ])
    #expect(index.roles(of: "SessionStore").contains(.viewModel))
  }

  @Test func enumsAndNestedTypesTakeNoDependencyRoleFromTheirName() {
    let index = index([
      "Sources/App/Types.swift": """
      enum AnalyticsService { static let key = "k" }
      struct HomeEntity {
        struct Service { let domain: String }
      }
      struct WeatherService { func forecast() async throws -> String { "" } }
      struct PlainService { let url: String }
      final class NetworkService {}
      protocol ProfileRepository {}
      """
    ])
    #expect(!index.roles(of: "AnalyticsService").contains(.service))
    #expect(!index.roles(of: "Service").contains(.service))
    #expect(!index.roles(of: "PlainService").contains(.service))
    #expect(index.roles(of: "WeatherService").contains(.service))
    #expect(index.roles(of: "NetworkService").contains(.service))
    #expect(index.roles(of: "ProfileRepository").contains(.repository))
    // A type the project does not declare is judged by its name.
    #expect(index.roles(of: "URLSession").contains(.service))
  }

  @Test func aPresenterHeldByAViewControllerIsOne() {
    let index = index([
      "Sources/App/Login.swift": """
      final class LoginPresenter { func onTap() {} }
      final class LoginViewController: UIViewController {
        private let presenter: LoginPresenter
        init(presenter: LoginPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
      }
      """
    ])
    #expect(index.roles(of: "LoginPresenter").contains(.presenter))
  }

  @Test func everyRoleHasItsEvidenceWordedForExplain() {
    for role in [TypeRole.view, .viewModel, .presenter, .viewController, .service, .repository, .useCase] {
      #expect(RoleEvidence.table.contains { $0.role == role }, "no evidence row for \(role.name)")
    }
  }

  @Test func membersWrittenThroughOtherValuesAreIndexedByFile() {
    let index = index([
      "Sources/App/A.swift": """
      func edit(model: Model) {
        model.title = "x"
        model.count += 1
        self.local = 2
        let same = model.unchanged == 1
        Toggle("", isOn: $model.isOn)
      }
      """
    ])
    for name in ["title", "count", "isOn"] {
      #expect(index.isMemberWritten(name, outside: "Sources/B.swift"), "\(name)")
      #expect(!index.isMemberWritten(name, outside: "Sources/App/A.swift"), "\(name)")
    }
    #expect(!index.isMemberWritten("local", outside: "Sources/B.swift"))
    #expect(!index.isMemberWritten("unchanged", outside: "Sources/B.swift"))
  }

  @Test func bindingsAreFoundBehindCommentsAndClosureArgumentsAreNotBindings() {
    let index = index([
      "Sources/App/A.swift": """
      func edit(model: Model) {
        Toggle("", isOn: /* the flag */ $model.isOn)
        Slider(value:
          // how loud
          $model.volume)
        let titles = items.map { $0.title }
      }
      """
    ])
    #expect(index.isMemberWritten("isOn", outside: "Sources/B.swift"))
    #expect(index.isMemberWritten("volume", outside: "Sources/B.swift"))
    #expect(!index.isMemberWritten("title", outside: "Sources/B.swift"))
  }

  @Test func initializerLabelsAreRecordedForCapitalisedCallsOnly() {
    let index = index([
      "Sources/App/A.swift": """
      let row = Row(title: "a", subtitle: "b")
      let other = /* note */ Badge(count: 2)
      let value = makeRow(title: "c")
      let plain = Label("d")
      """
    ])
    #expect(index.isInitialized("Row", withArgument: "title"))
    #expect(index.isInitialized("Row", withArgument: "subtitle"))
    #expect(index.isInitialized("Badge", withArgument: "count"))
    #expect(!index.isInitialized("makeRow", withArgument: "title"))
    #expect(!index.isInitialized("Label", withArgument: "d"))
  }

  @Test func aPresenterHoldingAConcreteViewControllerStronglyOnlyPresentsIt() {
    let index = index([
      "Sources/App/WelcomePopupPresenter.swift": """
      final class WelcomePopupPresenter {
        let controller: WelcomeViewController
        init(controller: WelcomeViewController) { self.controller = controller }
        func show(from host: UIViewController) { host.present(controller, animated: true) }
      }
      """,
      "Sources/App/ArticleListPresenter.swift": """
      final class ArticleListPresenter {
        weak var view: ArticleListViewController?
      }
      """,
    ])
    #expect(!index.roles(of: "WelcomePopupPresenter").contains(.presenter))
    #expect(index.roles(of: "ArticleListPresenter").contains(.presenter))
  }
}
