import Combine
import Foundation

/// The shared base the team agreed on in 2021; newer screens forgot about it.
@MainActor
open class BaseViewModel: ObservableObject {
  @Published public var isLoading = false
  @Published public var error: Error?
  @Published public var showError = false

  public init() {}
}
