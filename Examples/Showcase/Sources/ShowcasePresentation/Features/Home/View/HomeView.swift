#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// The Home feed (seed 000): a paginated, searchable list with swipe to delete and pull to refresh, whose first
  /// load shows a spinner and `BaseViewModel`'s error alert.
  struct HomeView: View {
    // MARK: Properties

    /// Owned with `@State`: an `@Observable` view model survives the view being re-created (seed 003).
    @State private var viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      List {
        ForEach(viewModel.filteredMembers) { member in
          Button {
            viewModel.onTappedMember(member)
          } label: {
            MemberRow(member: member)
          }
          .task { await viewModel.onAppearedRow(member) }
          .contextMenu { deleteButton(for: member) }
          #if os(iOS)
            .swipeActions(edge: .trailing) { deleteButton(for: member) }
          #endif
        }
        pageFooter
      }
      .overlay {
        if viewModel.isLoading && viewModel.members.items.isEmpty {
          LoadingView()
        }
      }
      .navigationTitle("Home")
      .searchable(text: $viewModel.searchText)
      .refreshable { await viewModel.onPulledToRefresh() }
      .task { await viewModel.onAppear() }
      .errorAlert(for: viewModel)
    }
  }

  // MARK: - Private Views

  private extension HomeView {
    func deleteButton(for member: User) -> some View {
      Button(role: .destructive) {
        Task { await viewModel.onTappedDelete(member) }
      } label: {
        Label("Delete", systemImage: "trash")
      }
    }

    /// A spinner while the next page loads, an error row with Retry when it failed.
    @ViewBuilder
    var pageFooter: some View {
      switch viewModel.members.state {
      case .loading(.nextPage):
        ProgressView()
          .frame(maxWidth: .infinity)
      case .failed(let error, .nextPage):
        Button {
          Task { await viewModel.onTappedRetryPage() }
        } label: {
          Label("\(error.message) Tap to retry.", systemImage: "arrow.clockwise")
        }
      default:
        EmptyView()
      }
    }
  }

  // MARK: - Previews

  #if DEBUG
    private struct PreviewListUsersUseCase: ListUsersUseCaseProtocol {
      var failure: DomainError?
      var delay: Duration = .zero

      func execute(page: Int, pageSize: Int) async throws -> [User] {
        try await Task.sleep(for: delay)
        if let failure { throw failure }
        return (1...pageSize).map { User(id: $0, name: "Member \($0)", email: "member\($0)@example.com") }
      }
    }

    private struct PreviewDeleteUserUseCase: DeleteUserUseCaseProtocol {
      func execute(userID: Int) async throws {}
    }

    #Preview("Loaded") {
      NavigationStack {
        HomeView(
          viewModel: HomeViewModel(
            listUsersUseCase: PreviewListUsersUseCase(), deleteUserUseCase: PreviewDeleteUserUseCase(), router: Router()
          ))
      }
    }

    #Preview("Loading") {
      NavigationStack {
        HomeView(
          viewModel: HomeViewModel(
            listUsersUseCase: PreviewListUsersUseCase(delay: .seconds(3600)),
            deleteUserUseCase: PreviewDeleteUserUseCase(), router: Router()))
      }
    }

    #Preview("Error") {
      NavigationStack {
        HomeView(
          viewModel: HomeViewModel(
            listUsersUseCase: PreviewListUsersUseCase(failure: .unavailable),
            deleteUserUseCase: PreviewDeleteUserUseCase(), router: Router()))
      }
    }
  #endif
#endif
