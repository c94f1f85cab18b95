"""Turns build/xue_page.png into a phone-photo style JPEG (no text layer)."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
random.seed(96)
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "build", "xue_page.png")).convert("RGB")
w, h = img.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (92, 80, 66))  # desk
bg.paste(img, ((bg.width - w) // 2, (bg.height - h) // 2))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, fillcolor=(92, 80, 66))
# shading: darker toward bottom-right, vignette
W, H = bg.size
mask = Image.new("L", (W, H), 0)
dr = ImageDraw.Draw(mask)
for i in range(0, 60):
    dr.rectangle([i * W // 200, i * H // 200, W - i * W // 200, H - i * H // 200], outline=int(i * 2.2))
mask = mask.filter(ImageFilter.GaussianBlur(40))
dark = Image.new("RGB", (W, H), (20, 18, 15))
bg = Image.composite(bg, dark, mask.point(lambda v: min(255, 110 + v)))
grad = Image.linear_gradient("L").resize((W, H)).point(lambda v: 255 - v // 5)
bg = Image.composite(bg, Image.new("RGB", (W, H), (40, 36, 30)), grad)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20260311_094512.jpg"), quality=82)
