"""Turn the rendered page into a phone photo: rotate, vignette, blur, noise; JPEG, no text layer."""
from PIL import Image, ImageFilter, ImageDraw
import random, os
here = os.path.dirname(os.path.abspath(__file__))
img = Image.open(os.path.join(here, "jh_page-1.png")).convert("RGB")
w, h = img.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 80, 66))
bg.paste(img, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: darker toward the lower right, vignette
shade = Image.new("L", bg.size, 0)
d = ImageDraw.Draw(shade)
W, H = bg.size
for i in range(60):
    d.rectangle([i * 6, i * 6, W - i * 6, H - i * 6], outline=int(90 - i * 1.5))
shade = shade.filter(ImageFilter.GaussianBlur(60))
grad = Image.linear_gradient("L").resize(bg.size).rotate(35)
dark = Image.new("RGB", bg.size, (0, 0, 0))
bg = Image.composite(dark, bg, shade)
bg = Image.composite(dark, bg, grad.point(lambda v: int(v * 0.18)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
random.seed(7)
px = bg.load()
for _ in range(W * H // 12):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]
    n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join(here, "..", "cvs", "IMG_20260914_183207.jpg"), quality=82)
