#if canImport(SwiftUI)
  import Proscenium
  import ShowcaseDomain
  import SwiftUI

  /// One member's profile (seed 001): the view renders `viewModel.profile` and forwards taps; no logic of its own.
  struct UserProfileView: View {
    // MARK: Internal Properties

    @State private var viewModel: UserProfileViewModel

    init(viewModel: UserProfileViewModel) {
      _viewModel = State(initialValue: viewModel)
    }

    // MARK: View

    var body: some View {
      content
        .navigationTitle("Profile")
        .task { await viewModel.onAppear() }
    }
  }

  // MARK: - Private Views

  private extension UserProfileView {
    /// Every state of the load, from one value.
    @ViewBuilder
    var content: some View {
      switch viewModel.profile {
      case .idle, .loading:
        LoadingView()
      case .loaded(let member):
        ScrollView {
          VStack(spacing: 20) {
            ProfileHeaderView(member: member)
            actionButtons
          }
          .padding()
        }
      case .failed(let error):
        ErrorView(error) { await viewModel.onTappedRetry() }
      }
    }

    var actionButtons: some View {
      HStack {
        Button("Edit Profile") {
          viewModel.onTappedEditProfile()
        }
        .buttonStyle(.borderedProminent)
        Button("Articles") {
          viewModel.onTappedArticles()
        }
        .buttonStyle(.bordered)
      }
    }
  }

  // MARK: - Previews

  #if DEBUG
    #Preview("Loaded") {
      NavigationStack {
        UserProfileView(viewModel: .preview(.loaded(User(id: 1, name: "Member 1", email: "member1@example.com"))))
      }
    }

    #Preview("Loading") {
      NavigationStack {
        UserProfileView(viewModel: .preview(.loading))
      }
    }

    #Preview("Error") {
      NavigationStack {
        UserProfileView(viewModel: .preview(.failed(PresentableError(DomainError.notFound))))
      }
    }
  #endif
#endif
