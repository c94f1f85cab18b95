# Turns the rendered page PNG into a phone photo JPG (no text layer)
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageEnhance
random.seed(325)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 78, 64))  # wooden desk
page = page.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(page, ((bg.width-page.width)//2, (bg.height-page.height)//2))
img = bg
# uneven lighting: darker toward bottom-right, vignette
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse([img.width*0.5*i/255 - img.width*0.3, img.height*0.5*i/255 - img.height*0.3,
               img.width*1.3 - img.width*0.5*i/255, img.height*1.3 - img.height*0.5*i/255], fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = ImageEnhance.Brightness(img).enhance(0.62)
img = Image.composite(img, dark, shade)
grad = Image.linear_gradient("L").rotate(35, expand=False).resize(img.size)
warm = Image.new("RGB", img.size, (255, 236, 205))
img = Image.blend(img, Image.composite(warm, img, grad.point(lambda v: v//5)), 0.5)
img = img.filter(ImageFilter.GaussianBlur(0.9))
px = img.load()
for _ in range(img.width*img.height//6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]; n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r+n)), max(0, min(255, g+n)), max(0, min(255, b+n)))
img.save(out, "JPEG", quality=80)
print("wrote", out, img.size)
