-- Prototype (docs/decisions.md, issue 33 twelfth pass), not a migration: identity_edges_a_kind_seen_idx replaced by an
-- index of the edges of nodes with at least 64 links (`hot = 1`), kept by two triggers. SQLite, the schema as of
-- migration 4100.
-- Applies to the schema before migration 4200 (which made the hot-node index of edges-hot-index.sql a migration):
-- COMMIT_COST_A=down:4200_identity_edges_hot COMMIT_COST_B='down:4200_identity_edges_hot && file:bench/schemas/edges-hot-index.sql'
drop index identity_edges_a_kind_seen_idx;
alter table identity_edges add column hot integer not null default 0;
update identity_edges set hot = 1 where a in (select id from identity_nodes
  where links_phone + links_email + links_ip + links_name + links_device + links_domain >= 64);
create index identity_edges_hot_idx on identity_edges (a, b_kind, first_seen) where hot = 1;
create trigger identity_edges_hot_insert after insert on identity_edges
  when (select links_phone + links_email + links_ip + links_name + links_device + links_domain from identity_nodes where id = new.a) >= 64
  begin update identity_edges set hot = 1 where rowid = new.rowid; end;
create trigger identity_nodes_hot after update of links_phone, links_email, links_ip, links_name, links_device, links_domain on identity_nodes
  when old.links_phone + old.links_email + old.links_ip + old.links_name + old.links_device + old.links_domain < 64
   and new.links_phone + new.links_email + new.links_ip + new.links_name + new.links_device + new.links_domain >= 64
  begin update identity_edges set hot = 1 where a = new.id; end;
