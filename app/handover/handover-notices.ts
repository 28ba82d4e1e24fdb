// What a handover change tells the other side by email, handed back by the services and sent by
// `sendHandoverNotices` once the change has committed. Client-safe types only.

export interface PickupWindow {
  date: string;
  from: string;
  until: string;
  meetingPoint: string;
}

export type HandoverNotice =
  | {
      kind: "pickup-proposed";
      handoverId: string;
      toId: string;
      fromId: string;
      pickup: PickupWindow;
    }
  | {
      kind: "pickup-agreed";
      handoverId: string;
      toId: string;
      fromId: string;
      pickup: PickupWindow;
    }
  | { kind: "pickup-today"; handoverId: string; toId: string; fromId: string; pickup: PickupWindow }
  | { kind: "cancelled"; handoverId: string; toId: string; fromId: string; reason: string }
  | { kind: "offered"; handoverId: string; toId: string; fromId: string }
  | { kind: "thanked"; handoverId: string; toId: string; fromId: string; note: string }
  | {
      kind: "collected-marked";
      handoverId: string;
      toId: string;
      fromId: string;
      confirmsOn: Date;
    };
