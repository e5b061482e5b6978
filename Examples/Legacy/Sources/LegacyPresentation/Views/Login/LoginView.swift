import LegacyDomain
import SwiftUI

/// Seed 000's "business logic in the view": the view calls the service itself.
struct LoginView: View {
  @State private var email = ""
  @State private var password = ""
  private let authService = AuthService()

  var body: some View {
    // proscenium:disable:next navigation_stack -- it used to be wrapped in a NavigationView
    Form {
      TextField("Email", text: $email)
      SecureField("Password", text: $password)
      Button("Login") {
        Task {
          _ = try await authService.login(email: email, password: password)
        }
      }
    }
  }
}
