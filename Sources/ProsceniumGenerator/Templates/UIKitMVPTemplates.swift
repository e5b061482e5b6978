/// Seed 004: the five-file UIKit MVP screen (contract, view, view controller built by `make(...)`, presenter without
/// UIKit, presenter tests with a spy view and a stub repository), plus the repository protocol it loads from and its
/// production implementation.
enum UIKitMVPTemplates {
  static let all = [repository, contract, view, viewController, presenter, tests]

  static let repository = Template(
    role: "Repository.swift", path: "{{Name}}/{{Name}}Repository.swift", destination: .sources,
    text: """
      /// One row of {{Title}}; replace it with the feature's domain entity.
      struct {{Name}}Item: Hashable, Sendable {
        let id: Int
        var title: String
      }

      /// Where {{Title}}'s rows come from; the presenter sees only this protocol (seed 004).
      protocol {{Name}}Repository: Sendable {
        /// The latest rows; `refresh` bypasses any cache, as pull-to-refresh asks.
        func items(refresh: Bool) async throws -> [{{Name}}Item]
      }

      /// The production repository: the rows come from the network or the store here. A coordinator without a
      /// repository of its own passes this one to `make(...)`.
      struct Default{{Name}}Repository: {{Name}}Repository {
        func items(refresh: Bool) async throws -> [{{Name}}Item] {
          []
        }
      }

      """)

  static let contract = Template(
    role: "Contract.swift", path: "{{Name}}/{{Name}}Contract.swift", destination: .sources,
    text: """
      import Proscenium

      // The contract of {{Title}}: protocols only, so the presenter and its tests never see UIKit.

      /// What the presenter may ask of the screen.
      @MainActor
      protocol {{Name}}ViewProtocol: LoadingDisplaying {
        /// Reloads every row from the presenter's items.
        func reloadList()
      }

      /// What the screen may ask of the presenter.
      @MainActor
      protocol {{Name}}PresenterProtocol: PresenterProtocol {
        var numberOfItems: Int { get }
        func item(at index: Int) -> {{Name}}Item?
        /// Loads the first time; called from `viewDidLoad`, never from `init`.
        func onViewDidLoad() async
        /// Loads fresh rows, bypassing any cache, as pull-to-refresh does.
        func refresh() async
      }

      /// Who handles navigation out of the screen; only a coordinator conforms.
      @MainActor
      protocol {{Name}}CoordinatorDelegate: AnyObject {
        func {{name}}(didSelect item: {{Name}}Item)
      }

      """)

  static let view = Template(
    role: "View.swift", path: "{{Name}}/{{Name}}View.swift", destination: .sources,
    text: """
      #if canImport(UIKit)
        import UIKit

        /// {{Title}}'s layout: owns every subview and constraint, built once with UIKit's own anchors.
        final class {{Name}}View: UIView {
          // MARK: Subviews

          let tableView = UITableView(frame: .zero, style: .plain)
          let activityIndicator = UIActivityIndicatorView(style: .large)

          // MARK: Initialization

          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            setUpSubviews()
            activateConstraints()
          }

          @available(*, unavailable)
          required init?(coder: NSCoder) {
            return nil
          }

          // MARK: Layout

          static let cellIdentifier = "{{Name}}Cell"

          private func setUpSubviews() {
            tableView.translatesAutoresizingMaskIntoConstraints = false
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
            activityIndicator.translatesAutoresizingMaskIntoConstraints = false
            activityIndicator.hidesWhenStopped = true
            addSubview(tableView)
            addSubview(activityIndicator)
          }

          private func activateConstraints() {
            NSLayoutConstraint.activate([
              tableView.topAnchor.constraint(equalTo: topAnchor),
              tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
              tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
              tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
              activityIndicator.centerXAnchor.constraint(equalTo: centerXAnchor),
              activityIndicator.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
          }
        }
      #endif

      """)

  static let viewController = Template(
    role: "ViewController.swift", path: "{{Name}}/{{Name}}ViewController.swift", destination: .sources,
    text: """
      #if canImport(UIKit)
        import Proscenium
        import UIKit

        /// {{Title}}'s lifecycle, presenter wiring and navigation triggers; no presentation logic.
        ///
        /// Built only through ``make(repository:delegate:)``, which a coordinator calls.
        final class {{Name}}ViewController: UIViewController {
          // MARK: Properties

          private var presenter: (any {{Name}}PresenterProtocol)?
          private weak var delegate: (any {{Name}}CoordinatorDelegate)?
          private let contentView = {{Name}}View()

          // MARK: Factory

          /// The only construction path: the view controller first, then its presenter pointing back at it.
          static func make(
            repository: any {{Name}}Repository,
            delegate: any {{Name}}CoordinatorDelegate
          ) -> {{Name}}ViewController {
            let viewController = {{Name}}ViewController()
            viewController.delegate = delegate
            viewController.presenter = {{Name}}Presenter(view: viewController, repository: repository)
            return viewController
          }

          // MARK: Lifecycle

          override func loadView() {
            view = contentView
          }

          override func viewDidLoad() {
            super.viewDidLoad()
            title = "{{Title}}"
            contentView.tableView.dataSource = self
            contentView.tableView.delegate = self
            #if os(iOS)
              let refreshControl = UIRefreshControl()
              refreshControl.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
              contentView.tableView.refreshControl = refreshControl
            #endif
            Task { await presenter?.onViewDidLoad() }
          }

          // MARK: Actions

          @objc private func didPullToRefresh() {
            Task {
              await presenter?.refresh()
              #if os(iOS)
                contentView.tableView.refreshControl?.endRefreshing()
              #endif
            }
          }
        }

        // MARK: - {{Name}}ViewProtocol

        extension {{Name}}ViewController: {{Name}}ViewProtocol {
          func reloadList() {
            contentView.tableView.reloadData()
          }

          func showLoading() {
            contentView.activityIndicator.startAnimating()
          }

          func hideLoading() {
            contentView.activityIndicator.stopAnimating()
          }

          func handleApiError(error: PresentableError) {
            let alert = UIAlertController(title: error.title, message: error.message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
          }
        }

        // MARK: - UITableViewDataSource

        extension {{Name}}ViewController: UITableViewDataSource {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            presenter?.numberOfItems ?? 0
          }

          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: {{Name}}View.cellIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = presenter?.item(at: indexPath.row)?.title
            cell.contentConfiguration = content
            return cell
          }
        }

        // MARK: - UITableViewDelegate

        extension {{Name}}ViewController: UITableViewDelegate {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let item = presenter?.item(at: indexPath.row) else { return }
            delegate?.{{name}}(didSelect: item)
          }
        }
      #endif

      """)

  static let presenter = Template(
    role: "Presenter.swift", path: "{{Name}}/{{Name}}Presenter.swift", destination: .sources,
    text: """
      import Proscenium

      /// All of {{Title}}'s presentation logic, with no `import UIKit` so it is tested on any platform.
      ///
      /// `@MainActor final`, the view held weakly (the view controller owns the presenter), every dependency injected
      /// as a protocol, and no work in `init`: loading starts from `onViewDidLoad()`.
      @MainActor
      final class {{Name}}Presenter: {{Name}}PresenterProtocol {
        // MARK: Dependencies

        private weak var view: (any {{Name}}ViewProtocol)?
        private let repository: any {{Name}}Repository

        // MARK: State

        private(set) var items: [{{Name}}Item] = []

        // MARK: Initialization

        init(view: any {{Name}}ViewProtocol, repository: any {{Name}}Repository) {
          self.view = view
          self.repository = repository
        }

        // MARK: {{Name}}PresenterProtocol

        var numberOfItems: Int { items.count }

        func item(at index: Int) -> {{Name}}Item? {
          items.indices.contains(index) ? items[index] : nil
        }

        func onViewDidLoad() async {
          await load(refresh: false)
        }

        func refresh() async {
          await load(refresh: true)
        }

        // MARK: Private Functions

        private func load(refresh: Bool) async {
          view?.showLoading()
          defer { view?.hideLoading() }
          do {
            items = try await repository.items(refresh: refresh)
            view?.reloadList()
          } catch {
            // Converted to a PresentableError; a cancellation is dropped rather than shown.
            view?.handleApiError(error: error)
          }
        }
      }

      """)

  static let tests = Template(
    role: "PresenterTests.swift", path: "{{Name}}/{{Name}}PresenterTests.swift", destination: .tests,
    text: """
      import Proscenium
      import ProsceniumTesting
      import Testing

      @testable import {{Module}}

      /// Records what the presenter told the screen.
      @MainActor
      final class Spy{{Name}}View: {{Name}}ViewProtocol {
        enum Call: Equatable {
          case showLoading
          case hideLoading
          case reloadList
          case error(PresentableError)
        }

        let calls = CallRecorder<Call>(label: "Spy{{Name}}View")

        func showLoading() { calls.record(.showLoading) }
        func hideLoading() { calls.record(.hideLoading) }
        func reloadList() { calls.record(.reloadList) }
        func handleApiError(error: PresentableError) { calls.record(.error(error)) }
      }

      /// Answers as scripted and records the `refresh` flag of each request.
      final class Stub{{Name}}Repository: {{Name}}Repository {
        let items: Stub<Bool, [{{Name}}Item]>

        @MainActor
        init() {
          items = Stub(label: "{{Name}}Repository.items")
        }

        func items(refresh: Bool) async throws -> [{{Name}}Item] {
          try await items.call(refresh)
        }
      }

      @MainActor
      struct {{Name}}PresenterTests {
        let view = Spy{{Name}}View()
        let repository = Stub{{Name}}Repository()
        let unavailable = PresentableError(title: "Unavailable", message: "Try again later.")

        func makePresenter() -> {{Name}}Presenter {
          {{Name}}Presenter(view: view, repository: repository)
        }

        @Test func initDoesNoWork() throws {
          _ = makePresenter()

          #expect(repository.items.callCount == 0)
          view.calls.expectCalls([])
        }

        @Test func viewDidLoadShowsLoadingThenTheItems() async throws {
          repository.items.enqueue([{{Name}}Item(id: 1, title: "First"), {{Name}}Item(id: 2, title: "Second")])
          let presenter = makePresenter()

          await presenter.onViewDidLoad()

          view.calls.expectCalls([.showLoading, .reloadList, .hideLoading])
          #expect(presenter.numberOfItems == 2)
          #expect(presenter.item(at: 1) == {{Name}}Item(id: 2, title: "Second"))
          #expect(presenter.item(at: 2) == nil)
        }

        @Test func aFailureIsShownAndLoadingHidden() async throws {
          repository.items.enqueue(error: unavailable)
          let presenter = makePresenter()

          await presenter.onViewDidLoad()

          view.calls.expectCalls([.showLoading, .error(unavailable), .hideLoading])
          #expect(presenter.numberOfItems == 0)
        }

        @Test func aCancellationIsNotShown() async throws {
          repository.items.enqueue(error: CancellationError())
          let presenter = makePresenter()

          await presenter.onViewDidLoad()

          view.calls.expectCalls([.showLoading, .hideLoading])
        }

        @Test func refreshAsksForFreshRowsAndViewDidLoadDoesNot() async {
          repository.items.enqueue([{{Name}}Item(id: 1, title: "First")])
          repository.items.enqueue([{{Name}}Item(id: 2, title: "Second")])
          let presenter = makePresenter()

          await presenter.onViewDidLoad()
          await presenter.refresh()

          #expect(repository.items.inputs == [false, true])
          #expect(presenter.item(at: 0) == {{Name}}Item(id: 2, title: "Second"))
        }

        @Test func thePresenterHoldsItsViewWeakly() async {
          repository.items.enqueue([{{Name}}Item(id: 1, title: "First")])
          weak var releasedView: Spy{{Name}}View?
          let presenter: {{Name}}Presenter
          do {
            let shortLivedView = Spy{{Name}}View()
            releasedView = shortLivedView
            presenter = {{Name}}Presenter(view: shortLivedView, repository: repository)
          }

          #expect(releasedView == nil)
          await presenter.onViewDidLoad()
          #expect(presenter.numberOfItems == 1, "the presenter still works without a view")
        }
      }

      """)
}
