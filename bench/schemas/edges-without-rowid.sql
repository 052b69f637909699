-- Prototype (docs/decisions.md, issue 33 twelfth pass), not a migration: identity_edges rebuilt as a WITHOUT ROWID
-- table keyed (a, b), without identity_edges_a_kind_seen_idx; its triggers (migration 3300) as dumped from a database
-- migrated to 4100. SQLite.
-- Applies to the schema before migration 4200 (which made the hot-node index of edges-hot-index.sql a migration):
-- COMMIT_COST_A=down:4200_identity_edges_hot COMMIT_COST_B='down:4200_identity_edges_hot && file:bench/schemas/edges-without-rowid.sql'
pragma legacy_alter_table = on;
drop index identity_edges_a_kind_seen_idx;
create table identity_edges_w ("a" text not null, "b" text not null, "b_kind" text not null, "first_seen" text not null, "last_seen" text not null, constraint "identity_edges_pk" primary key ("a", "b")) without rowid;
insert into identity_edges_w select a, b, b_kind, first_seen, last_seen from identity_edges order by a, b;
drop table identity_edges;
alter table identity_edges_w rename to identity_edges;
create index identity_edges_last_seen_idx on identity_edges (last_seen);
CREATE TRIGGER identity_edges_counted_insert_phone after insert on identity_edges when new.b_kind = 'phone'
          begin update identity_nodes set links_phone = links_phone + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_phone after delete on identity_edges when old.b_kind = 'phone'
          begin update identity_nodes set links_phone = links_phone - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_insert_email after insert on identity_edges when new.b_kind = 'email'
          begin update identity_nodes set links_email = links_email + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_email after delete on identity_edges when old.b_kind = 'email'
          begin update identity_nodes set links_email = links_email - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_insert_ip after insert on identity_edges when new.b_kind = 'ip'
          begin update identity_nodes set links_ip = links_ip + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_ip after delete on identity_edges when old.b_kind = 'ip'
          begin update identity_nodes set links_ip = links_ip - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_insert_name after insert on identity_edges when new.b_kind = 'name'
          begin update identity_nodes set links_name = links_name + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_name after delete on identity_edges when old.b_kind = 'name'
          begin update identity_nodes set links_name = links_name - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_insert_device after insert on identity_edges when new.b_kind = 'device'
          begin update identity_nodes set links_device = links_device + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_device after delete on identity_edges when old.b_kind = 'device'
          begin update identity_nodes set links_device = links_device - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_insert_domain after insert on identity_edges when new.b_kind = 'domain'
          begin update identity_nodes set links_domain = links_domain + 1 where id = new.a; end;
CREATE TRIGGER identity_edges_counted_delete_domain after delete on identity_edges when old.b_kind = 'domain'
          begin update identity_nodes set links_domain = links_domain - 1 where id = old.a; end;
CREATE TRIGGER identity_edges_counted_update after update of a, b_kind on identity_edges
        when old.a is not new.a or old.b_kind is not new.b_kind
        begin
          update identity_nodes set links_phone = links_phone - (old.b_kind = 'phone'), links_email = links_email - (old.b_kind = 'email'), links_ip = links_ip - (old.b_kind = 'ip'), links_name = links_name - (old.b_kind = 'name'), links_device = links_device - (old.b_kind = 'device'), links_domain = links_domain - (old.b_kind = 'domain') where id = old.a;
          update identity_nodes set links_phone = links_phone + (new.b_kind = 'phone'), links_email = links_email + (new.b_kind = 'email'), links_ip = links_ip + (new.b_kind = 'ip'), links_name = links_name + (new.b_kind = 'name'), links_device = links_device + (new.b_kind = 'device'), links_domain = links_domain + (new.b_kind = 'domain') where id = new.a;
        end;
pragma legacy_alter_table = off;
