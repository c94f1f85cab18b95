"""Turn page-1.png (pdftoppm -r 150 of su_jinglan_2026.pdf) into a phone photo JPEG without a text layer."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(218)
src = Image.open(os.path.join(os.path.dirname(__file__), "page-1.png")).convert("RGB")
w, h = src.size
# crop to the printed area plus margin (the lower half of the page is blank)
src = src.crop((0, 0, w, int(h * 0.70)))
w, h = src.size
bg = Image.new("RGB", (int(w * 1.08), int(h * 1.08)), (92, 78, 64))  # desk
bg.paste(src, (int(w * 0.04), int(h * 0.035)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# lighting gradient + vignette
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, max(W, H), 4):
    v = int(70 * i / max(W, H))
    d.rectangle([i, 0, i + 4, H], fill=v)
vign = Image.new("L", (W, H), 0)
dv = ImageDraw.Draw(vign)
dv.ellipse([-W * 0.25, -H * 0.25, W * 1.25, H * 1.25], fill=255)
vign = vign.filter(ImageFilter.GaussianBlur(120))
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, dark, vign)
img = Image.composite(Image.new("RGB", (W, H), (40, 35, 30)), img, shade.point(lambda p: p // 2))
img = ImageEnhance.Color(img).enhance(0.85)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "苏静岚_简历_2026.jpg")
img.save(out, "JPEG", quality=82)
print("saved", out, img.size)
