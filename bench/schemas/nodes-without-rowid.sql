-- Prototype (docs/decisions.md, issue 33 twelfth pass), not a migration: identity_nodes rebuilt as a WITHOUT ROWID
-- table; its trigger (migration 3300) as dumped from a database migrated to 4100. SQLite. 
-- Applies to the schema before migration 4200 (which made the hot-node index of edges-hot-index.sql a migration):
-- COMMIT_COST_A=down:4200_identity_edges_hot COMMIT_COST_B='down:4200_identity_edges_hot && file:bench/schemas/nodes-without-rowid.sql'
pragma legacy_alter_table = on;
create table identity_nodes_w ("id" text primary key, "kind" text not null, "first_seen" text not null, "last_seen" text not null, "links_phone" integer default 0 not null, "links_email" integer default 0 not null, "links_ip" integer default 0 not null, "links_name" integer default 0 not null, "links_device" integer default 0 not null, "links_domain" integer default 0 not null) without rowid;
insert into identity_nodes_w select * from identity_nodes order by id;
drop table identity_nodes;
alter table identity_nodes_w rename to identity_nodes;
create index identity_nodes_last_seen_idx on identity_nodes (last_seen);
CREATE TRIGGER identity_nodes_counted_insert after insert on identity_nodes
        when exists (select 1 from identity_edges e where e.a = new.id and e.first_seen < new.first_seen)
        begin update identity_nodes set (links_phone, links_email, links_ip, links_name, links_device, links_domain) = (select identity_nodes.links_phone + coalesce(sum(case when e.b_kind = 'phone' then 1 else 0 end), 0), identity_nodes.links_email + coalesce(sum(case when e.b_kind = 'email' then 1 else 0 end), 0), identity_nodes.links_ip + coalesce(sum(case when e.b_kind = 'ip' then 1 else 0 end), 0), identity_nodes.links_name + coalesce(sum(case when e.b_kind = 'name' then 1 else 0 end), 0), identity_nodes.links_device + coalesce(sum(case when e.b_kind = 'device' then 1 else 0 end), 0), identity_nodes.links_domain + coalesce(sum(case when e.b_kind = 'domain' then 1 else 0 end), 0)
      from identity_edges e where e.a = new.id and e.first_seen < new.first_seen) where id = new.id; end;
pragma legacy_alter_table = off;
