/**
 * The job list shown when no applicant-tracking service is configured, in the same markup the
 * service's embedded job board returns, so the demo goes through the same cleaning as the live list.
 * Titles, links and locations are placeholders.
 */
export const careersDemoBoard = `
<div id="board">
  <section class="level-0">
    <h3>Engineering</h3>
    <div class="opening" department_id="101" office_id="11">
      <a href="https://jobs.example.org/northwind/jobs/1001">Senior Mechanical Engineer, Reactor Systems</a>
      <span class="location">Oakville, ON</span>
    </div>
    <div class="opening" department_id="101" office_id="11">
      <a href="https://jobs.example.org/northwind/jobs/1002">Thermal-Hydraulics Analyst</a>
      <span class="location">Oakville, ON</span>
    </div>
    <div class="opening" department_id="101" office_id="12">
      <a href="https://jobs.example.org/northwind/jobs/1003">General Application</a>
      <span class="location">Oakville, ON</span>
    </div>
  </section>
  <section class="level-0">
    <h3>Licensing &amp; Regulatory Affairs</h3>
    <div class="opening" department_id="102" office_id="12">
      <a href="https://jobs.example.org/northwind/jobs/1004">Licensing Specialist</a>
      <span class="location">Charlotte, NC</span>
    </div>
    <div class="opening" department_id="102" office_id="11">
      <a href="https://jobs.example.org/northwind/jobs/1005">Talent Community</a>
      <span class="location">Remote</span>
    </div>
  </section>
  <section class="level-0">
    <h3>Operations</h3>
    <div class="opening" department_id="103" office_id="11">
      <a href="https://jobs.example.org/northwind/jobs/1006">Supply Chain Manager</a>
      <span class="location">Oakville, ON</span>
    </div>
    <div class="opening" department_id="103" office_id="12">
      <a href="https://jobs.example.org/northwind/jobs/1007">Project Controls Lead</a>
      <span class="location">Charlotte, NC</span>
    </div>
  </section>
  <section class="level-0">
    <h3>Human Resources</h3>
    <div class="opening" department_id="104" office_id="11">
      <a href="https://jobs.example.org/northwind/jobs/1008">Internal Transfer</a>
      <span class="location">Oakville, ON</span>
    </div>
  </section>
</div>
`;
