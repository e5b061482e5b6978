import ProsceniumSyntax
import Testing

@testable import ProsceniumCheck

/// Roles read from names: the byte comparisons give what comparing characters gives.
@Suite struct RoleNamingTests {
  static let names = [
    "UserService", "UserServiceProtocol", "UserServiceType", "MockUserService", "Mockingbird", "FakeUserRepositoryImpl",
    "DefaultFeedUseCase", "LoginInteractorSpy", "AppCoordinator", "URLSession", "URLSessionProtocol", "Service",
    "Protocol", "TypeType", "MockType", "LiveImpl", "HomeViewController", "StubÉcranService", "ÉcranService",
    "MockÉtatRepository", "Mockétat", "HTTPClient", "MyApiClientFake", "NetworkClientLive", "DefaultDefault", "",
    "PaymentPresenterProtocol", "Presenter", "ProfileUsecase",
  ]

  @Test(arguments: names)
  func namesGiveTheRolesTheirCharactersGive(name: String) {
    for isClass in [false, true] {
      #expect(RoleNaming.roles(forName: name, isClass: isClass) == reference(name, isClass: isClass), "\(name)")
    }
  }

  @Test func supertypesGiveThePresenterAndDependencyRoles() {
    let roles = RoleNaming.roles(forSupertypes: ["LoginPresenterProtocol", "UserServiceProtocol", "View"])
    #expect(roles.contains(.presenter) && roles.contains(.service) && roles.contains(.view))
    #expect(!RoleNaming.roles(forSupertypes: ["Equatable", "Presenter"]).contains(.presenter))
  }

  /// The rules as they were written on characters.
  private func reference(_ name: String, isClass: Bool) -> TypeRoles {
    var roles: TypeRoles = []
    var stem = name
    for suffix in ["Protocol", "Type", "Interface", "Contract", "Spy", "Mock", "Stub", "Fake", "Impl", "Live"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
    }
    for prefix in ["Mock", "Stub", "Fake", "Spy", "Live", "Default"]
    where stem.hasPrefix(prefix) && stem.count > prefix.count {
      let rest = stem.dropFirst(prefix.count)
      if rest.startsUppercase { stem = String(rest) }
    }
    if stem.hasSuffix("UseCase") || stem.hasSuffix("Usecase") || stem.hasSuffix("Interactor") { roles.insert(.useCase) }
    if stem.hasSuffix("Repository") { roles.insert(.repository) }
    if stem.hasSuffix("Service") || stem.hasSuffix("APIClient") || stem.hasSuffix("ApiClient")
      || stem.hasSuffix("HTTPClient") || stem.hasSuffix("NetworkClient") || stem == "URLSession"
    {
      roles.insert(.service)
    }
    if stem.hasSuffix("Coordinator") { roles.insert(.coordinator) }
    if isClass, name.hasSuffix("ViewController") { roles.insert(.viewController) }
    return roles
  }
}
