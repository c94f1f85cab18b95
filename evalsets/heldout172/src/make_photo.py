"""Turn the rendered 2026 CV page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(172)
src = Image.open("zhuang_xiaobei_2026-1.png").convert("RGB")
w, h = src.size
# paper on a darker table
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 84, 76))
canvas.paste(src, (int(w * 0.06), int(h * 0.04)))
img = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 76))
# warm tint + uneven lighting (vignette and a soft shadow from the top left)
W, H = img.size
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(40):
    a = int(110 * (1 - i / 40))
    d.ellipse([-W * 0.3 + i * 12, -H * 0.3 + i * 12, W * 1.3 - i * 12, H * 1.3 - i * 12], outline=None)
vign = Image.radial_gradient("L").resize((W, H))
vign = vign.point(lambda v: int(v * 0.55))
dark = Image.new("RGB", (W, H), (0, 0, 0))
img = Image.composite(dark, img, vign)
grad = Image.linear_gradient("L").resize((W, H)).rotate(35).point(lambda v: int(v * 0.18))
img = Image.composite(Image.new("RGB", (W, H), (40, 30, 20)), img, grad)
r, g, b = img.split()
img = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 10))))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    n = random.randint(-22, 22)
    p = px[x, y]
    px[x, y] = tuple(max(0, min(255, c + n)) for c in p)
img = ImageEnhance.Contrast(img).enhance(0.92)
img.save("../cvs/IMG_20261103_142207.jpg", quality=82)
print(img.size)
