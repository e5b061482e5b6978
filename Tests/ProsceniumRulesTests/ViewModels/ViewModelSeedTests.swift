import ProsceniumCheck
import ProsceniumRules
import Testing

/// The playbooks' own code, checked by every view-model rule that is on by default: the findings
/// must be exactly the ones the playbooks themselves call out, and nothing else.
@Suite struct ViewModelSeedTests {
  static let defaultRules: [ConfiguredRule] = RuleRegistry.catalog.rules
    .filter { ($0.description.family == .viewModels || $0.id == "no_print") && !$0.description.isOptIn }
    .compactMap { try? $0.configured() }

  static func findings(_ files: [(String, String)], settings: ProjectSettings = ProjectSettings()) -> [String] {
    let inputs = files.map { InMemoryChecker.File(path: "Sources/App/" + $0.0, source: $0.1) }
    return InMemoryChecker.check(inputs, rules: defaultRules, settings: settings).findings.map {
      "\($0.path.split(separator: "/").last ?? ""):\($0.start.line) \($0.ruleID)"
    }
  }

  static let seed000: [(String, String)] = [
    (
      "Presentation/ViewModels/BaseViewModel.swift",
      #"""
      // Presentation/ViewModels/BaseViewModel.swift
      import Foundation
      import Combine

      @MainActor
      open class BaseViewModel: ObservableObject {
          // Loading state
          @Published public var isLoading: Bool = false

          // Error handling
          @Published public var error: Error?
          @Published public var showError: Bool = false

          // Cancellables for Combine subscriptions
          public var cancellables = Set<AnyCancellable>()

          public init() {}

          // Execute async task with loading and error handling
          public func executeTask(_ task: @escaping () async throws -> Void) async {
              isLoading = true
              error = nil
              showError = false

              do {
                  try await task()
              } catch {
                  self.error = error
                  self.showError = true
                  print("❌ Error in BaseViewModel: \(error.localizedDescription)")
              }

              isLoading = false
          }

          // Execute task with result
          public func executeTask<T>(_ task: @escaping () async throws -> T) async -> T? {
              isLoading = true
              error = nil
              showError = false

              var result: T?

              do {
                  result = try await task()
              } catch {
                  self.error = error
                  self.showError = true
                  print("❌ Error in BaseViewModel: \(error.localizedDescription)")
              }

              isLoading = false
              return result
          }

          // Dismiss error
          public func dismissError() {
              error = nil
              showError = false
          }
      }
      """#
    ),
    (
      "Presentation/ViewModels/HomeViewModel.swift",
      #"""
      // Presentation/ViewModels/HomeViewModel.swift
      import Foundation

      @MainActor
      final class HomeViewModel: BaseViewModel {
          // Published state
          @Published var items: [Item] = []
          @Published var selectedItem: Item?
          @Published var searchText: String = ""

          // Computed property
          var filteredItems: [Item] {
              if searchText.isEmpty {
                  return items
              }
              return items.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
          }

          // Dependencies (injected)
          private let homeService: HomeServiceProtocol

          init(homeService: HomeServiceProtocol = HomeService()) {
              self.homeService = homeService
              super.init()
          }

          // MARK: - Actions

          func loadItems() async {
              await executeTask {
                  let fetchedItems = try await homeService.fetchItems()
                  self.items = fetchedItems
              }
          }

          func refreshItems() async {
              items = []
              await loadItems()
          }

          func selectItem(_ item: Item) {
              selectedItem = item
          }

          func deleteItem(_ item: Item) async {
              await executeTask {
                  try await homeService.deleteItem(id: item.id)
                  self.items.removeAll { $0.id == item.id }
              }
          }
      }
      """#
    ),
    (
      "Presentation/ViewModels/ContentListViewModel.swift",
      #"""
      // Presentation/ViewModels/ContentListViewModel.swift
      import Foundation

      @MainActor
      final class ContentListViewModel: BaseViewModel {
          @Published var items: [ContentItem] = []
          @Published var isLoadingMore: Bool = false
          @Published var hasMorePages: Bool = true

          private let contentService: ContentServiceProtocol
          private var currentPage: Int = 1
          private let pageSize: Int = 20

          init(contentService: ContentServiceProtocol = ContentService()) {
              self.contentService = contentService
              super.init()
          }

          func loadInitialItems() async {
              currentPage = 1
              hasMorePages = true
              items = []
              await loadItems()
          }

          func loadMoreItems() async {
              guard !isLoadingMore && hasMorePages else { return }

              isLoadingMore = true
              currentPage += 1
              await loadItems()
              isLoadingMore = false
          }

          private func loadItems() async {
              await executeTask {
                  let fetchedItems = try await contentService.fetchItems(
                      page: currentPage,
                      limit: pageSize
                  )

                  if currentPage == 1 {
                      self.items = fetchedItems
                  } else {
                      self.items.append(contentsOf: fetchedItems)
                  }

                  self.hasMorePages = fetchedItems.count >= self.pageSize
              }
          }
      }
      """#
    ),
    (
      "Presentation/Views/Home/HomeView.swift",
      #"""
      // Presentation/Views/Home/HomeView.swift
      import SwiftUI

      struct HomeView: View {
          @StateObject private var viewModel = HomeViewModel()

          var body: some View {
              NavigationStack {
                  ZStack {
                      if viewModel.isLoading {
                          ProgressView("Loading...")
                      } else {
                          contentView
                      }
                  }
                  .navigationTitle("Home")
                  .task {
                      await viewModel.loadItems()
                  }
                  .alert("Error", isPresented: $viewModel.showError, presenting: viewModel.error) { _ in
                      Button("OK") {
                          viewModel.dismissError()
                      }
                  } message: { error in
                      Text(error.localizedDescription)
                  }
              }
          }

          @ViewBuilder
          private var contentView: some View {
              List {
                  ForEach(viewModel.filteredItems) { item in
                      HomeItemRow(item: item)
                          .onTapGesture {
                              viewModel.selectItem(item)
                          }
                          .swipeActions(edge: .trailing) {
                              Button(role: .destructive) {
                                  Task {
                                      await viewModel.deleteItem(item)
                                  }
                              } label: {
                                  Label("Delete", systemImage: "trash")
                              }
                          }
                  }

                  // Pagination: Load more when reaching bottom
                  if viewModel.hasMorePages {
                      ProgressView()
                          .frame(maxWidth: .infinity)
                          .task {
                              await viewModel.loadMoreItems()
                          }
                  }
              }
              .searchable(text: $viewModel.searchText)
              .refreshable {
                  await viewModel.refreshItems()
              }
          }
      }
      """#
    ),
  ]

  /// Seed 001 as the playbook writes it (shared with the file-shape rules' tests).
  static let seed001: [(String, String)] = [
    (Seed001Samples.viewPath, Seed001Samples.view),
    (Seed001Samples.viewModelPath, Seed001Samples.viewModel),
  ]

  static let seed002: [(String, String)] = [
    (
      "PresentationLayer/Pages/CharacterListViewModel.swift",
      #"""
      @MainActor
      public final class CharacterListViewModel: ObservableObject {
          @Published private(set) var characters: [CharacterViewModel] = []
          private let characterListUseCase: CharacterListUsecase

          public init(characterListUseCase: CharacterListUsecase) {
              self.characterListUseCase = characterListUseCase
          }

          func fetchCharacters() {
              let usecase = characterListUseCase
              Task {
                  do {
                      let fetchedCharacters = try await usecase.execute()
                      self.characters = fetchedCharacters.results.map {
                          CharacterViewModel(id: $0.id, name: $0.name, species: $0.species, image: $0.image)
                      }
                  } catch {
                      print(error.localizedDescription)
                  }
              }
          }
      }
      """#
    ),
    (
      "PresentationLayer/Pages/CharacterListView.swift",
      #"""
      public struct CharacterListView: View {
          @StateObject var viewModel: CharacterListViewModel

          public init(viewModel: CharacterListViewModel) {
              _viewModel = .init(wrappedValue: viewModel)
          }

          public var body: some View {
              ScrollView {
                  LazyVGrid(columns: [.init(.flexible()), .init(.flexible()), .init(.flexible())]) {
                      ForEach(viewModel.characters, id: \.id) { character in
                          CharacterView(viewModel: character)
                      }
                  }
                  .padding()
              }
              .onAppear {
                  viewModel.fetchCharacters()
              }
          }
      }
      """#
    ),
    (
      "PresentationLayer/Components/CharacterViewModel.swift",
      #"""
      @MainActor
      final class CharacterViewModel: ObservableObject {
          @Published private(set) var id: Int
          @Published private(set) var name: String
          @Published private(set) var species: String
          @Published private(set) var uiImage: UIImage?

          public init(id: Int, name: String, species: String, image: String) {
              self.id = id
              self.name = name
              self.species = species
              Task {
                  do {
                      let (data, _) = try await URLSession.shared.data(from: URL(string: image) ?? URL(fileURLWithPath: ""))
                      uiImage = UIImage(data: data)
                  } catch {
                      print(error.localizedDescription)
                  }
              }
          }
      }
      """#
    ),
    (
      "PresentationLayer/Components/CharacterView.swift",
      #"""
      struct CharacterView: View {
          @ObservedObject var viewModel: CharacterViewModel

          var body: some View {
              LazyVStack {
                  if let image = viewModel.uiImage {
                      Image(uiImage: image)
                          .resizable()
                          .frame(height: 120)
                          .background(Color.gray.opacity(0.2))
                          .clipShape(RoundedRectangle(cornerRadius: 8))
                  }
                  Text(viewModel.name)
                      .font(.headline)
                      .lineLimit(1)
                  Text(viewModel.species)
                      .font(.subheadline)
                      .lineLimit(1)
              }
          }
      }
      """#
    ),
  ]

  static func findings(_ files: [(String, String)], only ids: [String], settings: ProjectSettings = ProjectSettings())
    throws -> [String]
  {
    let rules = try ids.map { id in try #require(RuleRegistry.catalog.rule(id: id)).configured() }
    let inputs = files.map { InMemoryChecker.File(path: "Sources/App/" + $0.0, source: $0.1) }
    return InMemoryChecker.check(inputs, rules: rules, settings: settings).findings.map {
      "\($0.path.split(separator: "/").last ?? ""):\($0.start.line) \($0.ruleID)"
    }
  }

  /// A default run leaves seed 000's printing template alone ('no_print' is opt-in, a documented
  /// decision); turned on, the rule reports its prints.
  @Test func seed000ReportsOnlyProgressItsViewModelsManageAndPrintsWhenAsked() throws {
    #expect(
      Self.findings(Self.seed000) == [
        "ContentListViewModel.swift:7 view_model_private_set",
        "ContentListViewModel.swift:8 view_model_private_set",
      ])
    #expect(
      try Self.findings(Self.seed000, only: ["no_print"]) == [
        "BaseViewModel.swift:30 no_print", "BaseViewModel.swift:49 no_print",
      ])
  }

  /// Seed 001's view is handed its view model ('let viewModel'), so the screen that owns the model
  /// presents its 'isLoading' and 'errorMessage'; the view itself is clean.
  @Test func seed001IsCleanUnderDefaultRules() {
    #expect(Self.findings(Self.seed001).isEmpty)
  }

  @Test func seed002ReportsThePrintsAndWithTheOptInRuleTheWorkInInit() throws {
    #expect(Self.findings(Self.seed002).isEmpty)
    #expect(
      try Self.findings(Self.seed002, only: ["no_print"]) == [
        "CharacterViewModel.swift:17 no_print",
        "CharacterListViewModel.swift:19 no_print",
      ])
    #expect(
      try Self.findings(Self.seed002, only: ["no_work_in_init"]) == ["CharacterViewModel.swift:12 no_work_in_init"])
  }

  @Test func seed000FollowsItsOwnBaseClassRuleButNotSeed001Naming() throws {
    #expect(try Self.findings(Self.seed000, only: ["view_model_base_class", "view_model_uses_use_cases"]).isEmpty)
    #expect(
      try Self.findings(Self.seed000, only: ["view_model_action_naming"]) == [
        "HomeView.swift:22 view_model_action_naming",
        "HomeView.swift:36 view_model_action_naming",
        "HomeView.swift:41 view_model_action_naming",
      ])
  }

  @Test func seed001FollowsItsOwnOptInRules() throws {
    #expect(try Self.findings(Self.seed001, only: ["view_model_action_naming", "view_model_uses_use_cases"]).isEmpty)
    // Its view keeps its subviews in a private extension and takes its model as a parameter.
    #expect(try Self.findings(Self.seed001, only: ["private_subviews", "router_navigation"]).isEmpty)
  }

  @Test func preferObservableReportsOnlyTheConformanceAndOnlyFromIOS17() throws {
    let ios17 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)])
    let ios16 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)])
    #expect(
      try Self.findings(Self.seed000, only: ["prefer_observable"], settings: ios17) == [
        "BaseViewModel.swift:6 prefer_observable"
      ])
    #expect(try Self.findings(Self.seed000, only: ["prefer_observable"], settings: ios16).isEmpty)
    #expect(try Self.findings(Self.seed002, only: ["prefer_observable"], settings: ios17).count == 2)
  }
}
