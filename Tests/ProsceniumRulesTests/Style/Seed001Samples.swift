/// The view and view model of seed 001, as the playbook writes them, for the file-shape rules.
enum Seed001Samples {
  static let view = """
    import SwiftUI

    struct UserProfileView: View {

        // MARK: Internal Properties

        let viewModel: UserProfileViewModel

        // MARK: View

        var body: some View {
            ScrollView {
                VStack(spacing: 20) {
                    profileHeader
                    profileDetails
                    actionButtons
                }
                .padding()
            }
            .navigationTitle("Profile")
            .task {
                await viewModel.onAppear()
            }
        }
    }

    // MARK: - Private Views

    private extension UserProfileView {
        var profileHeader: some View {
            Text(viewModel.user?.name ?? "Unknown")
                .font(.title)
        }

        var profileDetails: some View {
            DetailRow(title: "Email", value: viewModel.user?.email ?? "N/A")
        }

        var actionButtons: some View {
            Button("Edit Profile") {
                viewModel.onTappedEditProfile()
            }
            .buttonStyle(.borderedProminent)
        }
    }

    // MARK: - Previews

    #Preview("Loaded") {
        let mockViewModel = UserProfileViewModel.mock
        mockViewModel.user = .mock
        return UserProfileView(viewModel: mockViewModel)
    }

    #Preview("Loading") {
        let mockViewModel = UserProfileViewModel.mock
        mockViewModel.isLoading = true
        return UserProfileView(viewModel: mockViewModel)
    }
    """

  static let viewModel = """
    import ARCLogger
    import ARCNavigation
    import Foundation

    @MainActor
    @Observable
    final class UserProfileViewModel {

        // MARK: Private Properties

        private(set) var user: User?
        private(set) var isLoading = false
        private(set) var errorMessage: String?

        private let getUserProfileUseCase: GetUserProfileUseCaseProtocol
        private let router: Router<AppRoute>

        // MARK: Public Properties

        var memberSinceText: String {
            guard let user = user else { return "N/A" }
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            return formatter.string(from: user.createdAt)
        }

        // MARK: Initialization

        init(getUserProfileUseCase: GetUserProfileUseCaseProtocol,
             router: Router<AppRoute>) {
            self.getUserProfileUseCase = getUserProfileUseCase
            self.router = router
        }

        // MARK: Lifecycle

        func onAppear() async {
            await loadProfile()
        }

        // MARK: Public Functions

        func onTappedEditProfile() {
            guard let user = user else { return }
            router.navigate(to: .editProfile(user))
        }
    }

    // MARK: - Private Functions

    private extension UserProfileViewModel {
        func loadProfile() async {
            isLoading = true
            isLoading = false
        }
    }
    """

  static let viewPath = "App/Presentation/Features/UserProfile/View/UserProfileView.swift"
  static let viewModelPath = "App/Presentation/Features/UserProfile/ViewModel/UserProfileViewModel.swift"
}
