/// A part a type plays in the presentation layer, recognised from the code (conformances,
/// inheritance, ownership) and, where the code cannot tell, from the playbooks' naming.
public enum TypeRole: Int, Sendable, CaseIterable, Codable {
  case view
  case viewModifier
  case app
  case scene
  case viewModel
  case presenter
  case viewController
  case uiView
  case coordinator
  case useCase
  case repository
  case service
  /// Observable state one instance of which serves the whole app (a session, a toast queue).
  case appWideState
  /// Observable data the data layer makes and keeps (one profile's data in a profile store).
  case dataModel

  public var name: String {
    switch self {
    case .view: "view"
    case .viewModifier: "view modifier"
    case .app: "app"
    case .scene: "scene"
    case .viewModel: "view model"
    case .presenter: "presenter"
    case .viewController: "view controller"
    case .uiView: "UIKit view"
    case .coordinator: "coordinator"
    case .useCase: "use case"
    case .repository: "repository"
    case .service: "service"
    case .appWideState: "app-wide state"
    case .dataModel: "data model"
    }
  }
}

/// A set of roles; one type may have several (a view that is also an app's root, say).
public struct TypeRoles: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public init(_ role: TypeRole) {
    self.init(rawValue: 1 << UInt32(role.rawValue))
  }

  public func contains(_ role: TypeRole) -> Bool { contains(TypeRoles(role)) }

  public static let view = TypeRoles(.view)
  public static let viewModifier = TypeRoles(.viewModifier)
  public static let app = TypeRoles(.app)
  public static let scene = TypeRoles(.scene)
  public static let viewModel = TypeRoles(.viewModel)
  public static let presenter = TypeRoles(.presenter)
  public static let viewController = TypeRoles(.viewController)
  public static let uiView = TypeRoles(.uiView)
  public static let coordinator = TypeRoles(.coordinator)
  public static let useCase = TypeRoles(.useCase)
  public static let repository = TypeRoles(.repository)
  public static let service = TypeRoles(.service)
  public static let appWideState = TypeRoles(.appWideState)
  public static let dataModel = TypeRoles(.dataModel)

  /// Types that render SwiftUI: views, view modifiers, apps and scenes.
  public static let swiftUIRenderers: TypeRoles = [.view, .viewModifier, .app, .scene]
  /// Types that hold presentation logic and state.
  public static let presentationLogic: TypeRoles = [.viewModel, .presenter]
  /// Types that reach data or business logic and belong behind a view model.
  public static let dependencies: TypeRoles = [.useCase, .repository, .service]

  public var roles: [TypeRole] { TypeRole.allCases.filter { contains($0) } }
}
