import Foundation
import LegacyData
import LegacyDomain
import Observation

/// The profile screen's model. Nobody wrote its tests.
@Observable
class ProfileViewModel {
  var user: User?
  var isSaving = false
  var isLoading = false

  let api: APIClient

  init(api: APIClient) {
    self.api = api
  }

  func load(userID: Int) async {
    isLoading = true
    defer { isLoading = false }
    user = try? await api.get("users/\(userID)", as: User.self)
  }

  func save() async {
    isSaving = true
    defer { isSaving = false }
    do {
      user = try await api.get("users/save", as: User.self)
    } catch {}
  }
}
