"""Turn page-1.png (pdftoppm -r 150 of yu_xinghe_zh_2025.pdf) into a phone photo JPG (no text layer)."""
import random, os
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(298)
here = os.path.dirname(os.path.abspath(__file__))
src = [f for f in os.listdir(here) if f.startswith("page") and f.endswith(".png")][0]
im = Image.open(os.path.join(here, src)).convert("RGB")
W, H = im.size
# paper on a wooden-ish desk
bg = Image.new("RGB", (W + 260, H + 300), (118, 92, 66))
paper = im.point(lambda v: int(v * 0.93 + 10))
bg.paste(paper, (130, 150))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(110, 86, 60))
# shading gradient (light from top-left) + vignette
grad = Image.new("L", bg.size)
gd = ImageDraw.Draw(grad)
for y in range(bg.size[1]):
    gd.line([(0, y), (bg.size[0], y)], fill=int(255 - 55 * y / bg.size[1]))
shade = Image.merge("RGB", (grad, grad, grad))
bg = ImageChops.multiply(bg, shade)
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.size[0] * 0.15, -bg.size[1] * 0.1, bg.size[0] * 1.15, bg.size[1] * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(160))
bg = Image.composite(bg, Image.new("RGB", bg.size, (25, 20, 15)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(bg.size, 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v // 5)), 0.5)
bg = bg.resize((int(bg.size[0] * 0.85), int(bg.size[1] * 0.85)))
out = os.path.join(here, "..", "cvs", "IMG_20251024_213507.jpg")
bg.save(out, "JPEG", quality=82)
print("saved", out, bg.size)
