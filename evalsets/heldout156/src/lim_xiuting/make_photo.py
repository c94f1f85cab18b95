# Renders the printed page to a "phone photo" JPG (no text layer).
import os, random, subprocess
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
here = os.path.dirname(os.path.abspath(__file__))
subprocess.run(["pdftoppm", "-r", "150", "-png", "-f", "1", "-l", "1",
                os.path.join(here, "lim_xiuting_2026.pdf"), os.path.join(here, "page")], check=True)
png = [f for f in os.listdir(here) if f.startswith("page") and f.endswith(".png")][0]
img = Image.open(os.path.join(here, png)).convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.62)))            # printed text sits in the top part
# paper tint + place on a darker desk background
img = ImageEnhance.Color(img).enhance(0.9)
bg = Image.new("RGB", (img.width + 160, img.height + 160), (92, 78, 64))
bg.paste(img, (80, 70))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: vignette and a light gradient from the upper left
W, H = bg.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    d.rectangle([i * 6, i * 6, W - i * 6, H - i * 6], fill=int(i * 4.2))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (30, 25, 20))
bg = Image.composite(bg, dark, mask)
grad = Image.linear_gradient("L").rotate(35, expand=False).resize((W, H))
bg = Image.blend(bg, Image.composite(bg, Image.new("RGB", (W, H), (255, 250, 235)), grad), 0.15)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
random.seed(7)
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
out = os.path.join(here, "..", "..", "cvs", "IMG_20261103_094512.jpg")
bg.save(out, "JPEG", quality=82)
os.remove(os.path.join(here, png))
print("wrote", out, bg.size)
