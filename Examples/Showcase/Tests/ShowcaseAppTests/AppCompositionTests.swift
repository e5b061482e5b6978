import Proscenium
import ShowcaseApp
import ShowcaseDomain
import ShowcasePresentation
import Testing

/// The composition root wires the real fixture-backed Data layer into Presentation; these tests run the whole stack.
@MainActor
struct AppCompositionTests {
  let factory = AppComposition.makeScreenFactory()
  let router = Router<AppRoute>(pacer: .immediate)

  @Test func homeLoadsTheFirstPageOfMembers() async {
    let home = factory.makeHomeViewModel(router: router)

    await home.onAppear()

    #expect(home.members.items.count == 20)
    #expect(home.members.items.first?.name == "Member 1")
    #expect(home.members.hasMore)
  }

  @Test func scrollingToTheEndLoadsEveryMember() async {
    let home = factory.makeHomeViewModel(router: router)
    await home.onAppear()

    // Bounded, so a paginator that stopped making progress fails the test instead of hanging it.
    for _ in 1...5 where home.members.hasMore {
      if let last = home.members.items.last { await home.onAppearedRow(last) }
    }

    #expect(home.members.items.count == 42)
  }

  @Test func anUnknownMemberFailsWithTheDomainMessage() async {
    let profile = factory.makeUserProfileViewModel(userID: 999, router: router)

    await profile.onAppear()

    #expect(profile.profile.error?.title == "Not found")
  }

  @Test func searchFindsMembersSortedByName() async {
    let search = factory.makeSearchViewModel(router: router)

    search.onChangedQuery("member 4")
    await search.onSubmitted()

    #expect(search.search.results.value?.map(\.name) == ["Member 4", "Member 40", "Member 41", "Member 42"])
  }

  @Test func turningNotificationsOffInSettingsTurnsSoundAndHapticsOff() async {
    let settings = factory.makeSettingsViewModel()
    await settings.onAppear()

    settings.preferences.notificationsEnabled = false
    await settings.onChangedPreferences()

    let allOff = NotificationPreferences(notificationsEnabled: false, soundEnabled: false, hapticsEnabled: false)
    #expect(settings.preferences == allOff)
  }

  @Test func anEditedProfileIsTrimmedSavedAndShownOnReturn() async throws {
    let profile = factory.makeUserProfileViewModel(userID: 5, router: router)
    await profile.onAppear()
    let member = try #require(profile.profile.value)
    let edit = factory.makeEditProfileViewModel(user: member, router: router)

    edit.name = "  Ada  "
    await edit.onTappedSave()
    await profile.onAppear()

    #expect(profile.profile.value?.name == "Ada")
  }

  @Test func anEmailWithoutAnAtIsRefused() async {
    let edit = factory.makeEditProfileViewModel(user: User(id: 6, name: "Member 6", email: "member6"), router: router)

    await edit.onTappedSave()

    #expect(edit.save.error?.title == "Check the profile")
  }
}
