import LegacyData
import LegacyDomain
import SwiftUI

struct ProfileView: View {
  let userID: Int
  let viewModel = ProfileViewModel(api: APIClient.shared)
  @State private var isExpanded = false

  var body: some View {
    VStack(spacing: 16) {
      ProfileHeaderView(name: viewModel.user?.name ?? "")
      Text(viewModel.user?.email ?? "")
        .padding()
        .glassEffect()
      Button {
        withAnimation(.spring()) { isExpanded.toggle() }
      } label: {
        Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
      }
      .rotationEffect(.degrees(isExpanded ? 180 : 0))
      Button("Save") {
        Task { await viewModel.save() }
      }
    }
    .task { await viewModel.load(userID: userID) }
  }
}
