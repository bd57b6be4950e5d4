Feature: Contacts
  A list of the people I know. I can add someone through a form, delete
  someone after confirming, and open someone's details to delete them there.

  Scenario: Adding a contact
    Given I have no contacts
    When I tap "Add"
    Then an empty form for contact number 0 opens
    When I type the name "Akira"
    Then the form shows the name "Akira"
    When I tap "Save"
    Then "Akira" is saved
    And the form closes
    And my contacts are "Akira"

  Scenario: Cancelling the form adds nobody
    Given I have no contacts
    When I tap "Add"
    Then an empty form for contact number 0 opens
    When I tap "Cancel"
    Then the form closes
    And my contact list is empty

  Scenario: A contact needs a name
    Given I have no contacts
    When I tap "Add"
    Then an empty form for contact number 0 opens
    When I type the name "   "
    Then the form shows the name "   "
    When I tap "Save"
    Then the form shows the name "   " and the message "Enter a name to save the contact."
    And my contact list is empty

  Scenario: Deleting a contact asks first
    Given I have the contacts "Akira" and "Blob"
    When I delete "Akira"
    Then I am asked "Delete Akira?"
    When I confirm
    Then the question goes away
    And my contacts are "Blob"

  Scenario: Changing my mind keeps the contact
    Given I have the contacts "Akira" and "Blob"
    When I delete "Blob"
    Then I am asked "Delete Blob?"
    When I change my mind
    Then the question goes away
    And my contacts are "Akira", "Blob"

  Scenario: Deleting a contact from their details
    Given I have the contacts "Akira" and "Blob"
    When I open "Akira"
    Then I see the details of "Akira"
    When I tap "Delete" on the details
    Then I am asked "Delete Akira?"
    When I confirm
    Then the contact is deleted and the details close
    And my contacts are "Blob"
